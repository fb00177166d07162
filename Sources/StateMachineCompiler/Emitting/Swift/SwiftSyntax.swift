/// Spelling spec names and literals as Swift source.
enum SwiftSyntax {
    /// Words that must be wrapped in backticks to be used as a case, label or variable name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "consume", "copy", "discard", "borrowing", "consuming",
    ]

    static func identifier(_ name: String) -> String {
        // Keywords are ASCII letters only: a name with a digit or `_` (`s12`) is never hashed.
        name.utf8.allSatisfy(isASCIILetter) && keywords.contains(name) ? "`\(name)`" : name
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// An argument label in a call: Swift accepts every keyword there but `inout`, `var`
    /// and `let`, and warns when others are escaped.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    static func literal(_ literal: Literal) -> String {
        switch literal {
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
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
