/// A standard integer type: the type of a `+` or `-`, whose result Swift traps on when it
/// falls outside `bounds`.
public enum IntegerType: String, Hashable, Sendable, CaseIterable {
    case int = "Int"
    case int8 = "Int8"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case uint = "UInt"
    case uint8 = "UInt8"
    case uint16 = "UInt16"
    case uint32 = "UInt32"
    case uint64 = "UInt64"

    /// The type when `type` is a standard integer type (`Swift.UInt8` is `UInt8`), else `nil`.
    public init?(_ type: SwiftType) {
        guard let integer = StandardType.named(type)?.integer else { return nil }
        self = integer
    }

    public var isUnsigned: Bool {
        switch self {
        case .uint, .uint8, .uint16, .uint32, .uint64: return true
        case .int, .int8, .int16, .int32, .int64: return false
        }
    }

    /// The values the type holds.
    public var bounds: ClosedRange<IntegerValue> {
        switch self {
        case .int, .int64: return Self.bounds(Int64.self)
        case .int32: return Self.bounds(Int32.self)
        case .int16: return Self.bounds(Int16.self)
        case .int8: return Self.bounds(Int8.self)
        case .uint, .uint64: return Self.bounds(UInt64.self)
        case .uint32: return Self.bounds(UInt32.self)
        case .uint16: return Self.bounds(UInt16.self)
        case .uint8: return Self.bounds(UInt8.self)
        }
    }

    private static func bounds<T: FixedWidthInteger>(_: T.Type) -> ClosedRange<IntegerValue> {
        IntegerValue(isNegative: T.min < 0, magnitude: UInt64(T.min.magnitude))...IntegerValue(isNegative: false, magnitude: UInt64(T.max))
    }

    /// `left op right` in this type, as Swift computes it; `nil` where Swift traps.
    package func apply(_ op: ArithmeticOperator, _ left: IntegerValue, _ right: IntegerValue) -> IntegerValue? {
        guard let result = op == .add ? left.adding(right) : left.subtracting(right) else { return nil }
        return bounds.contains(result) ? result : nil
    }
}
