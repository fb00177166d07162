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

    /// The values the type holds. Values are computed in `Int`, so `UInt` and `UInt64` stop
    /// at `Int.max`: a sum above it counts as an overflow, which drops an input Swift would
    /// accept, never one it traps on.
    public var bounds: ClosedRange<Int> {
        switch self {
        case .int, .int64: return Int.min...Int.max
        case .int32: return Int(Int32.min)...Int(Int32.max)
        case .int16: return Int(Int16.min)...Int(Int16.max)
        case .int8: return Int(Int8.min)...Int(Int8.max)
        case .uint, .uint64: return 0...Int.max
        case .uint32: return 0...Int(UInt32.max)
        case .uint16: return 0...Int(UInt16.max)
        case .uint8: return 0...Int(UInt8.max)
        }
    }

    /// `left op right` in this type, as Swift computes it; `nil` where Swift traps.
    package func apply(_ op: ArithmeticOperator, _ left: Int, _ right: Int) -> Int? {
        let (result, overflow) = op == .add ? left.addingReportingOverflow(right) : left.subtractingReportingOverflow(right)
        return !overflow && bounds.contains(result) ? result : nil
    }
}
