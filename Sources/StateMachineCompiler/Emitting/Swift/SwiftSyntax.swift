/// Spelling spec names and literals as Swift source.
enum SwiftSyntax {
    static func identifier(_ name: String) -> String {
        SwiftKeyword.isKeyword(name) ? "`\(name)`" : name
    }

    /// An argument label in a call, escaped only where Swift requires it.
    static func argumentLabel(_ name: String) -> String {
        SwiftKeyword.escapesAsArgumentLabel(name) ? "`\(name)`" : name
    }

    static func literal(_ literal: Literal) -> String {
        switch literal {
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return value.description
        case .nil: return "nil"
        case .string(let value): return stringLiteral(value)
        }
    }

    static func stringLiteral(_ value: String) -> String {
        "\"" + SwiftSourceText.escaped(value, for: .stringLiteralContents) + "\""
    }

    /// The whole body of a function taking the event of a machine that declares none: a statement
    /// reading a value of a type without cases is code the compiler warns will never run.
    static let noEventComment = "// `Event` has no case, so no call reaches this body."

    /// `lowerCamel` → `UpperCamel`, for prefixed names such as `currentOperationID`.
    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
