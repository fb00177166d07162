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
            if let integer = IntegerType(type), integer.bounds.upperBound == Int.max, integer.isUnsigned {
                return value >= 0 ? nil : "negative integer '\(value)' overflows when stored into unsigned type '\(type)'"
            }
            if let integer = IntegerType(type) {
                return integer.bounds.contains(value) ? nil : "integer literal '\(value)' overflows when stored into '\(type)'"
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
        IntegerType(type) != nil
    }

    private static let floatingNames: Set<String> = ["Double", "Float", "Float32", "Float64", "CGFloat", "Decimal"]
}
