import StateMachineCompiler

/// Converts between the compiler's UTF-8 byte offsets and the protocol's positions: 0-based
/// lines and UTF-16 code units within a line.
///
/// Every conversion is total and costs O(log n) whatever the line's length: a line is found by
/// binary search in the file's line table, and its UTF-16 column is the byte column less the
/// bytes that are not UTF-16 units, counted by binary search in ``ExcessBytes``.
struct LineIndex {
    struct Position: Hashable {
        let line: Int
        let character: Int
    }

    /// The spec's text and its line table, which the checker's locations use too.
    private let file: SourceFile
    private let excess: ExcessBytes
    private var bytes: [UInt8] { file.bytes }

    init(_ file: SourceFile) {
        self.file = file
        // A document over the limit is not read past it (`Pipeline.lex` refuses it whole).
        excess = ExcessBytes(file.bytes.prefix(SpecLoader.maximumSize + 1))
    }

    func position(of offset: Int) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        let location = file.location(of: clamped)
        let lineStart = clamped - location.column + 1
        return Position(line: location.line - 1, character: clamped - lineStart - excess.count(in: lineStart..<clamped))
    }

    /// The byte offset of a position; a character past the line's end means its end.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        // Any integer a client sends is a position: a line past the end (even Int.max) is the end.
        let (line, overflow) = position.line.addingReportingOverflow(1)
        guard !overflow, var offset = file.startOfLine(line) else { return bytes.count }
        var units = 0
        // A line ends at `\n`, `\r\n` or a lone `\r`, for the protocol as for ``SourceFile``.
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r"), units < position.character {
            units += ExcessBytes.utf16Units(startingWith: bytes[offset])
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
}
