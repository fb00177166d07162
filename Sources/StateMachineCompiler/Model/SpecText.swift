// Prints checked model pieces back as `.sm` text, so diagrams, comments and
// messages show a row the way its author wrote it. Guards get only the parentheses the
// grammar needs; the model does not remember redundant ones.

extension Literal {
    /// `true`, `-3`, `nil`, or a string with the language's escapes (`\"`, `\\`, `\n`, `\t`).
    public var specText: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return value.description
        case .nil: return "nil"
        case .string(let value):
            var text = "\""
            for character in value.unicodeScalars {
                switch character {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\t": text += "\\t"
                default: text.unicodeScalars.append(character)
                }
            }
            return text + "\""
        }
    }
}

extension Value {
    public var specText: String {
        switch self {
        case .binding(let name), .context(let name): return name
        case .literal(let literal): return literal.specText
        // The parser nests chains to the left and has no parentheses in values, so a
        // right operand is never itself a sum.
        case .arithmetic(let op, let left, let right, _): return "\(left.specText) \(op.rawValue) \(right.specText)"
        }
    }
}

extension Pattern {
    public var specText: String {
        switch self {
        case .bind(let name), .same(let name): return name
        case .skip: return "_"
        case .literal(let literal): return literal.specText
        }
    }
}

extension GuardExpression {
    /// The condition without its square brackets, e.g. `a && !(b || c)`.
    public var specText: String {
        switch self {
        case .value(let value): return value.specText
        case .inRegion(let test): return test.specText
        case .not(let operand): return "!" + operand.operand(bindingAtLeast: Self.prefixPrecedence)
        case .equal(let left, let right): return Self.infix(left, "==", right, precedence: 3, associative: false)
        case .notEqual(let left, let right): return Self.infix(left, "!=", right, precedence: 3, associative: false)
        case .ordering(let op, let left, let right): return Self.infix(left, op.rawValue, right, precedence: 3, associative: false)
        case .and(let left, let right): return Self.infix(left, "&&", right, precedence: 2, associative: true)
        case .or(let left, let right): return Self.infix(left, "||", right, precedence: 1, associative: true)
        }
    }

    private static let prefixPrecedence = 4

    /// How tightly the expression's outermost operator binds, as in Swift.
    private var precedence: Int {
        switch self {
        case .value, .inRegion: return 5
        case .not: return Self.prefixPrecedence
        case .equal, .notEqual, .ordering: return 3
        case .and: return 2
        case .or: return 1
        }
    }

    /// `&&` and `||` group to the left, so only a right operand of the same precedence
    /// needs parentheses; comparisons do not chain, so both operands need them.
    private static func infix(
        _ left: GuardExpression, _ symbol: String, _ right: GuardExpression, precedence: Int, associative: Bool
    ) -> String {
        let leftText = left.operand(bindingAtLeast: associative ? precedence : precedence + 1)
        return "\(leftText) \(symbol) \(right.operand(bindingAtLeast: precedence + 1))"
    }

    private func operand(bindingAtLeast minimum: Int) -> String {
        precedence >= minimum ? specText : "(\(specText))"
    }
}
