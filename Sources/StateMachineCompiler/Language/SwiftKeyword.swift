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

    /// True when `name` is one of ``all``. Generated code spells every name it writes through
    /// this: most differ from each keyword of their length in the first two bytes, which is
    /// cheaper to see than a hash of the whole name.
    package static func isKeyword(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length < initialsByLength.count, initialsByLength[length].contains(initials(of: name)) else { return false }
        return all.contains(name)
    }

    /// The first two bytes of every keyword, by the keyword's length in bytes.
    private static let initialsByLength: [[UInt16]] = {
        var table = [[UInt16]](repeating: [], count: (all.map(\.utf8.count).max() ?? 0) + 1)
        for keyword in all { table[keyword.utf8.count].append(initials(of: keyword)) }
        return table
    }()

    /// A word's first two bytes (0 where it is shorter), as one integer.
    private static func initials(of word: String) -> UInt16 {
        var bytes = word.utf8.makeIterator()
        let first = UInt16(bytes.next() ?? 0)
        return first << 8 | UInt16(bytes.next() ?? 0)
    }

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
