import SeededRandom

/// Damages a spec the ways editing and transmission do: bytes deleted, inserted, swapped
/// or replaced, the file cut short, a line duplicated, and guards nested past the limit.
struct SpecMutator {
    var generator: SplitMix64

    /// Pieces of the language and of common breakage, inserted whole.
    static let fragments: [[UInt8]] =
        [
            "(", ")", "[", "]", "{", "}", "->", "*", "/", ",", ":", "_", "!", "==", "!=", "&&", "||", "?", "<", ">", ".",
            " on ", " ignore", " final", "\"", "\\", "\n", "\r\n", "\r", "\t", "//", "\u{0}", "nil", "true", "false",
            "-9223372036854775808", "99999999999999999999", "-1", "state s", "event e", "effect x", "machine M", "initial ",
            "context { f: Bool }", "Int?", "[String: Int]", "Optional<", "é", "\u{1F600}",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F], [0x80]]

    mutating func mutate(_ original: [UInt8]) -> [UInt8] {
        var bytes = original
        for _ in 0...generator.below(3) {
            applyOne(to: &bytes)
        }
        return bytes
    }

    private mutating func applyOne(to bytes: inout [UInt8]) {
        let position = generator.below(bytes.count + 1)
        switch generator.below(8) {
        case 0 where !bytes.isEmpty:
            let length = min(1 + generator.below(8), bytes.count - min(position, bytes.count - 1))
            let start = min(position, bytes.count - 1)
            bytes.removeSubrange(start..<start + length)
        case 1:
            bytes.insert(contentsOf: generator.pick(Self.fragments), at: position)
        case 2 where bytes.count > 1:
            bytes.swapAt(generator.below(bytes.count), generator.below(bytes.count))
        case 3:
            bytes.removeSubrange(position...)
        case 4:
            duplicateLine(in: &bytes, around: position)
        case 5:
            insertDeepNesting(into: &bytes, at: position)
        case 6 where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: generator.next())
        default:
            bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: position)
        }
    }

    private mutating func duplicateLine(in bytes: inout [UInt8], around position: Int) {
        let newline = UInt8(ascii: "\n")
        let start = bytes[..<position].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let end = bytes[position...].firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
        bytes.insert(contentsOf: bytes[start..<end], at: end)
    }

    /// Parentheses, `!`s or an `&&` chain around the limit of 200 levels.
    private mutating func insertDeepNesting(into bytes: inout [UInt8], at position: Int) {
        let depth = 150 + generator.below(150)
        let nesting: String
        switch generator.below(3) {
        case 0: nesting = String(repeating: "(", count: depth) + "f" + String(repeating: ")", count: depth)
        case 1: nesting = String(repeating: "!", count: depth) + "f"
        default: nesting = Array(repeating: "f", count: depth).joined(separator: " && ")
        }
        bytes.insert(contentsOf: Array(nesting.utf8), at: position)
    }
}
