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

    /// `lowerCamel` → `UpperCamel`, for prefixed names such as `currentOperationID`.
    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
