/// A whole number as a spec writes or a guard computes it: a sign and a 64-bit magnitude,
/// so every value of every standard integer type (`Int64.min` to `UInt64.max`) is one, and
/// a sum of two of them either is one too or is reported, never wrapped.
public struct IntegerValue: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Never true for zero, so that equal numbers are equal values.
    public let isNegative: Bool
    public let magnitude: UInt64

    public init(isNegative: Bool, magnitude: UInt64) {
        self.isNegative = isNegative && magnitude != 0
        self.magnitude = magnitude
    }

    public init(_ value: Int) {
        self.init(isNegative: value < 0, magnitude: UInt64(value.magnitude))
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// The number `text` spells in decimal digits, with an optional leading `-`; `nil` for
    /// anything else, including a magnitude above `UInt64.max`.
    public init?(_ text: Substring) {
        let isNegative = text.first == "-"
        guard let magnitude = UInt64(isNegative ? text.dropFirst() : text, radix: 10) else { return nil }
        self.init(isNegative: isNegative, magnitude: magnitude)
    }

    /// The same number as an `Int`, when it is one.
    public var int: Int? {
        guard isNegative else { return Int(exactly: magnitude) }
        guard magnitude <= Int.min.magnitude else { return nil }
        return magnitude == Int.min.magnitude ? Int.min : -Int(magnitude)
    }

    public var negated: IntegerValue { IntegerValue(isNegative: !isNegative, magnitude: magnitude) }

    /// `self + other`, or `nil` when its magnitude is above `UInt64.max` (no 64-bit type holds it).
    public func adding(_ other: IntegerValue) -> IntegerValue? {
        if isNegative == other.isNegative {
            let (sum, overflow) = magnitude.addingReportingOverflow(other.magnitude)
            return overflow ? nil : IntegerValue(isNegative: isNegative, magnitude: sum)
        }
        // Opposite signs: the larger magnitude keeps its sign, and the difference cannot overflow.
        return magnitude >= other.magnitude
            ? IntegerValue(isNegative: isNegative, magnitude: magnitude - other.magnitude)
            : IntegerValue(isNegative: other.isNegative, magnitude: other.magnitude - magnitude)
    }

    public func subtracting(_ other: IntegerValue) -> IntegerValue? {
        adding(other.negated)
    }

    public static func < (left: IntegerValue, right: IntegerValue) -> Bool {
        switch (left.isNegative, right.isNegative) {
        case (true, false): return true
        case (false, true): return false
        case (false, false): return left.magnitude < right.magnitude
        case (true, true): return left.magnitude > right.magnitude
        }
    }

    /// As Swift spells it: digits, with a `-` when negative.
    public var description: String {
        isNegative ? "-\(magnitude)" : "\(magnitude)"
    }
}
