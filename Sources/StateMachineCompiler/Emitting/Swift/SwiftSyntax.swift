/// Spelling spec names and literals as Swift source.
enum SwiftSyntax {
    static func identifier(_ name: String) -> String {
        // Keywords are ASCII letters only: a name with a digit or `_` (`s12`) is never hashed.
        name.utf8.allSatisfy(isASCIILetter) && SwiftKeyword.all.contains(name) ? "`\(name)`" : name
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
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
