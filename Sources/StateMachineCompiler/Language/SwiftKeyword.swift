/// Swift's reserved words, as they constrain the names a spec gives to generated Swift.
package enum SwiftKeyword {
    /// Words that must be wrapped in backticks to be used as a case, label or variable name.
    package static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "consume", "copy", "discard", "borrowing", "consuming",
    ]

    /// True when Swift reads `name` as something other than a type where a payload's type is
    /// written, backticks or not (`class`, `self`, `_`, `some`); `Self` would mean the machine's
    /// own enum. `Any`, `Type` and the contextual words (`open`, `consume`) do name types there.
    package static func cannotNameType(_ name: String) -> Bool { nonTypeWords.contains(name) }

    /// True when an argument label in a call needs backticks: Swift 6 takes every other
    /// keyword bare there, `let` and `var` included, and warns when they are escaped.
    package static func escapesAsArgumentLabel(_ name: String) -> Bool { name == "inout" }

    private static let nonTypeWords = all.subtracting([
        "Any", "Type", "Protocol", "open", "await", "consume", "copy", "discard", "borrowing", "consuming",
    ])
    .union(["_", "some", "any", "each"])
}
