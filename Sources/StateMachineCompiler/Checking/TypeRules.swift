/// Which values fit where, following the language's rules (not all of Swift's).
enum TypeRules {
    /// A value of `type` may be passed where `expected` is wanted: equal, or `T` for `T?`.
    static func fits(_ type: SwiftType, into expected: SwiftType) -> Bool {
        if type == expected { return true }
        if let wrapped = expected.wrappedIfOptional { return fits(type, into: wrapped) }
        return false
    }

    /// Why `literal` cannot stand for a value of `type`, or `nil` when it can.
    static func literalProblem(_ literal: Literal, for type: SwiftType) -> String? {
        if case .nil = literal {
            return type.wrappedIfOptional == nil ? "'nil' is not compatible with non-optional type '\(type)'" : nil
        }
        if let wrapped = type.wrappedIfOptional { return literalProblem(literal, for: wrapped) }
        let name = type.standardName ?? ""
        switch literal {
        case .bool:
            return name == "Bool" ? nil : "boolean literal is not compatible with type '\(type)'"
        case .string:
            return name == "String" ? nil : "string literal is not compatible with type '\(type)'"
        case .integer(let value):
            if let range = integerRanges[name] {
                return range.contains(value) ? nil : "integer literal '\(value)' overflows when stored into '\(type)'"
            }
            if name == "UInt" || name == "UInt64" {
                return value >= 0 ? nil : "negative integer '\(value)' overflows when stored into unsigned type '\(type)'"
            }
            return floatingNames.contains(name) ? nil : "integer literal is not compatible with type '\(type)'"
        case .nil:
            return nil
        }
    }

    /// The standard types the checker lets `<`, `<=`, `>` and `>=` order.
    static func isOrdered(_ type: SwiftType) -> Bool {
        isInteger(type) || ["Double", "Float", "Decimal", "String", "Date"].contains(type.standardName ?? "")
    }

    /// The standard integer types, the ones `+` and `-` apply to.
    static func isInteger(_ type: SwiftType) -> Bool {
        let name = type.standardName ?? ""
        return integerRanges[name] != nil || name == "UInt" || name == "UInt64"
    }

    private static let integerRanges: [String: ClosedRange<Int>] = [
        "Int": Int.min...Int.max, "Int64": Int.min...Int.max,
        "Int32": Int(Int32.min)...Int(Int32.max), "Int16": Int(Int16.min)...Int(Int16.max),
        "Int8": Int(Int8.min)...Int(Int8.max), "UInt32": 0...Int(UInt32.max),
        "UInt16": 0...Int(UInt16.max), "UInt8": 0...Int(UInt8.max),
    ]

    private static let floatingNames: Set<String> = ["Double", "Float", "Float32", "Float64", "CGFloat", "Decimal"]
}
