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
    /// `completing` is read first: the build's parse asks at every field and case, and reading
    /// `current` copies a token.
    mutating func offerAtCursor(_ word: String) {
        if completing, isCursor(current) { cursorSlot.optionalWords.append(word) }
    }

    /// While completing, notes whose payload the patterns about to be parsed match.
    mutating func notePatterns(of kind: @autoclosure () -> CaseDeclarationSyntax.Kind, _ name: @autoclosure () -> String) {
        if completing { cursorSlot.patternOwner = GrammarSlot.PayloadPosition(kind: kind(), name: name(), item: 0) }
    }

    /// While completing, notes a name of the declaration's source.
    mutating func noteSource(_ name: NameSyntax) {
        if completing { cursorSlot.sourceNames.append(name.text) }
    }

    /// While completing, notes a pattern's item: a name it binds, which a value slot later in
    /// the declaration offers, or any item, which moves the payload position along.
    mutating func notePatternItem(_ item: PatternSyntax) {
        guard completing else { return }
        if case .name(let name) = item { cursorSlot.boundNames.append(name.text) }
        cursorSlot.patternOwner?.item += 1
    }
}
