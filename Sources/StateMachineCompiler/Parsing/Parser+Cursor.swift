/// Completion's question to the grammar: the parser reads the text up to a cursor as if the
/// file ended there, and where it stops is what may be written at the cursor. One grammar
/// answers both the build's "expected …" errors and the editor's suggestions.
extension Parser {
    /// The slot at `offset` in the lexed spec; the name being typed there (`dra|ft`) is what
    /// completion replaces, so the slot is where that name starts.
    static func slot(at offset: Int, in lexed: LexedSpec) -> CursorSlot {
        var before = lexed.tokens.prefix { $0.kind != .endOfFile && $0.range.start < offset }
        var cursor = offset
        if let typed = before.last, typed.identifier != nil, typed.range.end >= offset {
            cursor = typed.range.start
            before.removeLast()
        }
        let startsLine = before.last.map { lexed.file.location(of: $0.range.end).line < lexed.file.location(of: cursor).line } ?? true
        var parser = Parser(
            tokens: Array(before) + [Token(.endOfFile, SourceRange(start: cursor, end: cursor), startsLine: startsLine)],
            lexicalErrorOffsets: [])
        parser.completing = true
        _ = parser.parseSpec()
        return parser.cursorSlot
    }

    /// True for the end of the text being completed, on the line of the words before it:
    /// what is typed there follows them (`stays|`, `entry |`), as a name would.
    func isCursor(_ token: Token) -> Bool {
        completing && token.kind == .endOfFile && !token.startsLine
    }

    /// Notes a word the grammar would read here but does not require, when here is the cursor.
    mutating func offerAtCursor(_ word: String) {
        if isCursor(current) { cursorSlot.optionalWords.append(word) }
    }

    /// Notes a name a pattern binds, while completing: a value slot later in the declaration offers it.
    mutating func noteBinding(_ name: NameSyntax) {
        if completing { cursorSlot.boundNames.append(name.text) }
    }
}
