/// Which values fit where, following the language's rules (not all of Swift's).
enum TypeRules {
    /// A value of `type` may be passed where `expected` is wanted: equal, or `T` for `T?`.
    static func fits(_ type: SwiftType, into expected: SwiftType) -> Bool {
        if type == expected { return true }
        if let wrapped = expected.wrappedIfOptional { return fits(type, into: wrapped) }
        return false
    }

    /// Why `literal` cannot stand for a value of `type`, or `nil` when it can.
    static func literalProblem(_ literal: Literal, for type: SwiftType) -> LiteralProblem? {
        if case .nil = literal {
            return type.wrappedIfOptional == nil ? .nilForNonOptional(type) : nil
        }
        if let wrapped = type.wrappedIfOptional { return literalProblem(literal, for: wrapped) }
        let literals = StandardType.named(type)?.literals ?? .none
        switch (literal, literals) {
        case (.bool, .bool), (.string, .string), (.nil, _):
            return nil
        case (.integer(let value), .integer(let integer)) where integer.isUnsigned && value.isNegative:
            return .negativeIntoUnsigned(value, type)
        case (.integer(let value), .integer(let integer)):
            return integer.bounds.contains(value) ? nil : .overflow(value, type)
        case (.integer(let value), .floating(let limits)):
            if !limits.holds(value) { return .overflow(value, type) }
            return limits.holdsExactly(value) ? nil : .inexact(value, type)
        case (.integer(let value), .throughInt):
            return value.int == nil ? .overflow(value, type) : nil
        case (.bool, _), (.string, _), (.integer, _):
            return .incompatible(literal, type)
        }
    }

    /// The standard types the checker lets `<`, `<=`, `>` and `>=` order.
    static func isOrdered(_ type: SwiftType) -> Bool {
        StandardType.named(type)?.isOrdered ?? false
    }

    /// The standard integer types, the ones `+` and `-` apply to.
    static func isInteger(_ type: SwiftType) -> Bool {
        StandardType.named(type)?.integer != nil
    }
}
