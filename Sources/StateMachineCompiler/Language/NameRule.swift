/// What a name is: an ASCII letter or `_`, then letters, digits and `_`. The lexer reads
/// names by this rule and editors check a new name against it before renaming.
package enum NameRule {
    package static func isStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    package static func isContinuation(_ byte: UInt8) -> Bool {
        isStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// True when `text` lexes as one name that can be declared: `_` alone is the wildcard
    /// pattern. Reserved words pass; ``Keyword/isReserved(_:)`` tells them apart.
    package static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, isStart(first), text != "_" else { return false }
        return text.utf8.allSatisfy(isContinuation)
    }
}
