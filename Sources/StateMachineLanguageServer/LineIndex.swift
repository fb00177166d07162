import StateMachineCompiler

/// Converts between the compiler's UTF-8 byte offsets and the protocol's positions: 0-based
/// lines and UTF-16 code units within a line.
struct LineIndex {
    struct Position: Hashable {
        let line: Int
        let character: Int
    }

    /// The spec's text and its line table, which the checker's locations use too.
    private let file: SourceFile
    private var bytes: [UInt8] { file.bytes }

    init(_ file: SourceFile) {
        self.file = file
    }

    func position(of offset: Int) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        let location = file.location(of: clamped)
        var units = 0
        for byte in bytes[(clamped - location.column + 1)..<clamped] { units += Self.utf16Units(startingWith: byte) }
        return Position(line: location.line - 1, character: units)
    }

    /// The byte offset of a position; a character past the line's end means its end.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard var offset = file.startOfLine(position.line + 1) else { return bytes.count }
        var units = 0
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), units < position.character {
            units += Self.utf16Units(startingWith: bytes[offset])
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    func range(_ range: SourceRange) -> JSON {
        ["start": json(position(of: range.start)), "end": json(position(of: range.end))]
    }

    func json(_ position: Position) -> JSON {
        ["line": .integer(position.line), "character": .integer(position.character)]
    }

    /// A scalar's UTF-16 length, counted at its first byte: 4-byte scalars need a surrogate pair.
    private static func utf16Units(startingWith byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }
}
