/// Builds the syntax tree from tokens. A syntax error abandons only the declaration it is
/// in: the parser resumes at the next line that can start a declaration, so one run
/// reports every independent error.
struct Parser {
    struct Failure: Error {
        let diagnostic: Diagnostic
        /// What could be salvaged of the declaration, if anything.
        var partial: DeclarationSyntax?
        /// The place in the grammar the parser stopped at, when it expected something there.
        var slot: GrammarSlot?
    }

    /// Deeper nesting than this is refused with a diagnostic instead of risking the stack.
    static let maximumNesting = 200

    var tokens: [Token]
    var position = 0
    var nesting = 0
    private var diagnostics: [Diagnostic] = []
    /// The type names of the type being parsed, for its ``ParameterSyntax``.
    var typeNames: [TypeNameSyntax] = []
    /// Where the lexer already reported garbage, in order; a syntax error it caused is not repeated.
    private let lexicalErrorOffsets: [Int]
    /// True when the tokens end at a cursor to complete at (``slot(at:in:)``), not at the end of the file.
    var completing = false
    /// While completing: what the grammar takes at the cursor, as the parser found it.
    var cursorSlot = CursorSlot()

    /// - Parameter lexicalErrors: the lexer's diagnostics, so that a declaration whose
    ///   tokens the lexer already objected to gets one error, not a cascade.
    static func parse(_ tokens: [Token], lexicalErrors: [Diagnostic] = []) -> (syntax: SpecSyntax, diagnostics: [Diagnostic]) {
        var parser = Parser(tokens: tokens, lexicalErrorOffsets: lexicalErrors.map(\.range.start))
        let syntax = parser.parseSpec()
        return (syntax, SyntaxMessage.joiningInitialAsStateName(parser.diagnostics))
    }

    init(tokens: [Token], lexicalErrorOffsets: [Int]) {
        self.lexicalErrorOffsets = lexicalErrorOffsets.sorted()
        // The lexer always ends with end-of-file; keep that true for hand-made inputs.
        if tokens.last?.kind != .endOfFile {
            let end = tokens.last?.range.end ?? 0
            self.tokens = tokens + [Token(.endOfFile, SourceRange(start: end, end: end), startsLine: true)]
        } else {
            self.tokens = tokens
        }
    }

    mutating func parseSpec() -> SpecSyntax {
        var declarations: [DeclarationSyntax] = []
        while current.kind != .endOfFile {
            let start = current.range.start
            if diagnostics.count >= DiagnosticLimit.perStage {
                diagnostics.append(DiagnosticLimit.tooManyErrors(at: current.range))
                break
            }
            if completing { cursorSlot = CursorSlot(declarationStart: start) }
            do {
                declarations.append(try parseDeclaration())
            } catch {
                if completing, current.kind == .endOfFile { cursorSlot.slot = error.slot }
                if let partial = error.partial { declarations.append(partial) }
                if !hasLexicalError(from: start, through: error.diagnostic.range.end) {
                    diagnostics.append(error.diagnostic)
                }
                recover()
            }
        }
        // A cursor alone on its line, past every declaration, starts the next one.
        if completing, current.startsLine, cursorSlot.slot == nil {
            cursorSlot = CursorSlot(declarationStart: current.range.start)
            cursorSlot.slot = .declaration
        }
        return SpecSyntax(declarations: declarations)
    }

    private mutating func parseDeclaration() throws(Failure) -> DeclarationSyntax {
        let keyword = current
        if keyword.isKeyword(.machine) {
            advance()
            return .machine(keyword: keyword.range, name: try expectName(.name(.machine)))
        }
        if keyword.isKeyword(.context) {
            advance()
            return try parseContext(keyword: keyword.range)
        }
        if keyword.isKeyword(.initial) {
            advance()
            // `initial on go -> loading`: a row whose source is a state the user named `initial`.
            if current.isKeyword(.on), !current.startsLine { throw failure(SyntaxMessage.initialAsStateName, at: keyword.range) }
            let state = try expectName(.initialState)
            let arguments = try parseList(of: .literal) { parser throws(Failure) in try parser.expectLiteral() }
            var more: [InitialItemSyntax] = []
            while current.kind == .comma {
                advance()
                let state = try expectName(.initialState)
                more.append(
                    InitialItemSyntax(
                        state: state, arguments: try parseList(of: .literal) { parser throws(Failure) in try parser.expectLiteral() }))
            }
            return .initial(keyword: keyword.range, state: state, arguments: arguments, more: more)
        }
        for kind in [CaseDeclarationSyntax.Kind.state, .event, .effect] where keyword.identifier == kind.rawValue {
            advance()
            return .cases(try parseCaseDeclaration(kind, keyword: keyword.range))
        }
        if let word = keyword.identifier.flatMap(ContextualKeyword.init(startingDeclaration:)),
            let declaration = try parseContextualDeclaration(word)
        {
            return declaration
        }
        if keyword.kind == .star || (keyword.identifier.map { !Keyword.isReserved($0) } ?? false) {
            return .row(try parseRow())
        }
        throw failure(SyntaxMessage.expectedDeclaration(words: Self.declarationWordList), at: keyword.range)
    }

    private static let declarationWordList = Keyword.declarationWords.map { "'\($0)'" }.joined(separator: ", ")

    private mutating func parseContext(keyword: SourceRange) throws(Failure) -> DeclarationSyntax {
        try expect(.leftBrace, .contextBrace)
        var fields: [ParameterSyntax] = []
        while current.kind != .rightBrace {
            fields.append(try parseParameter(.name(.contextField)))
            if current.kind == .comma { advance() }
        }
        advance()
        return .context(keyword: keyword, fields: fields)
    }

    private mutating func parseCaseDeclaration(_ kind: CaseDeclarationSyntax.Kind, keyword: SourceRange) throws(Failure)
        -> CaseDeclarationSyntax
    {
        if kind == .state, current.isKeyword(.initial) { throw failure(SyntaxMessage.initialAsStateName, at: current.range) }
        let name = try expectName(.name(DeclarationKind(kind)))
        let parameters: [ParameterSyntax]
        do {
            parameters = try parseList(of: .parameter) { parser throws(Failure) in try parser.parseParameter(.parameterLabel) } ?? []
        } catch {
            var failure = error
            failure.partial = .invalidCase(kind, name)
            throw failure
        }
        var finalKeyword: SourceRange?
        if kind == .state, current.isKeyword(.final) {
            finalKeyword = current.range
            advance()
        } else if kind == .state {
            offerAtCursor(Keyword.final.rawValue)
        }
        var declaration = CaseDeclarationSyntax(
            kind: kind, keyword: keyword, name: name, parameters: parameters, finalKeyword: finalKeyword)
        // On the declaration's line only: a row below may start with a state named `durable`.
        if kind == .effect, current.isContextualKeyword(.durable), !current.startsLine {
            declaration.durableKeyword = current.range
            advance()
            if current.kind == .leftParen, !current.startsLine {
                advance()
                declaration.durableIdentity = try expectName(.durableIdentity)
                try expect(.rightParen, .durableIdentityEnd)
            }
        } else if kind == .effect, isCursor(current) {
            offerAtCursor(ContextualKeyword.durable.rawValue)
        } else if kind == .effect, !current.startsLine, next.startsLine, let word = current.identifier,
            NameSuggestion.closest(to: word, among: [ContextualKeyword.durable.rawValue]) != nil
        {
            // A near miss alone at the end of the line (`durabel`) is that word misspelled:
            // reported here, not as the row it would start, lines below.
            var failure = failure(
                SyntaxMessage.notAKeyword(word: word, suggestion: ContextualKeyword.durable.rawValue), at: current.range,
                fixIts: [.replace(word, at: [current.range], with: ContextualKeyword.durable.rawValue)])
            failure.partial = DeclarationSyntax.cases(declaration)
            throw failure
        }
        if kind == .state, current.kind == .leftBrace { throw nestedStateBlock(declaration) }
        do {
            declaration.formerName = try parseFormerName(isHere: !current.startsLine)
        } catch {
            // The declaration stands without its former name: rows naming it are not reported as well.
            var failure = error
            failure.partial = DeclarationSyntax.cases(declaration)
            throw failure
        }
        return declaration
    }

    mutating func parseParameter(_ slot: GrammarSlot) throws(Failure) -> ParameterSyntax {
        let name = try expectName(slot)
        try expect(.colon, .typeAfter(name: name.text))
        let start = current.range.start
        typeNames = []
        let type = try parseType()
        let typeRange = SourceRange(start: start, end: previousEnd)
        // `sensitive` marks the field only right after its type and not as the next
        // field's name (`sensitive: Bool` on the following line).
        var parameter = ParameterSyntax(name: name, type: type, typeRange: typeRange)
        parameter.typeNames = typeNames
        if current.isContextualKeyword(.sensitive), next.kind != .colon {
            parameter.sensitive = current.range
            advance()
            if current.isContextualKeyword(.persisted), next.kind != .colon {
                parameter.persisted = current.range
                advance()
            } else {
                offerAtCursor(ContextualKeyword.persisted.rawValue)
            }
        } else {
            offerAtCursor(ContextualKeyword.sensitive.rawValue)
        }
        parameter.formerName = try parseFormerName(isHere: next.kind != .colon)
        return parameter
    }

    /// `( ITEM, ... )` or nothing; `nil` when there are no parentheses at all.
    mutating func parseList<Item>(of listItem: GrammarSlot.ListItem, _ item: (inout Parser) throws(Failure) -> Item) throws(Failure)
        -> [Item]?
    {
        guard current.kind == .leftParen else { return nil }
        advance()
        var items: [Item] = []
        if current.kind == .rightParen {
            advance()
            return items
        }
        while true {
            items.append(try item(&self))
            if current.kind == .comma {
                advance()
                continue
            }
            try expect(.rightParen, .listEnd(listItem))
            return items
        }
    }

    // MARK: Tokens

    var current: Token { tokens[position] }

    /// The token after the current one (end of file at the end).
    var next: Token { tokens[min(position + 1, tokens.count - 1)] }

    var previousEnd: Int { position > 0 ? tokens[position - 1].range.end : 0 }

    /// The last token consumed.
    var previousRange: SourceRange { position > 0 ? tokens[position - 1].range : SourceRange(start: 0, end: 0) }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    /// `slot` is only built for an error, as in ``expectName(_:)``.
    mutating func expect(_ kind: Token.Kind, _ slot: @autoclosure () -> GrammarSlot) throws(Failure) {
        guard current.kind == kind else { throw expected(slot()) }
        advance()
    }

    /// `slot` is only built for an error: a name is expected at nearly every token of a large spec.
    mutating func expectName(_ slot: @autoclosure () -> GrammarSlot) throws(Failure) -> NameSyntax {
        guard let text = current.identifier else { throw expected(slot()) }
        if Keyword.isReserved(text) || text == "_" {
            let slot = slot()
            if text == Keyword.initial.rawValue, slot.namesAState {
                throw failure(SyntaxMessage.initialAsStateName, at: current.range)
            }
            throw failure(SyntaxMessage.reservedName(word: text, slot: slot), at: current.range)
        }
        let name = NameSyntax(text: text, range: current.range)
        advance()
        return name
    }

    func expected(_ slot: GrammarSlot) -> Failure {
        var failure = failure(SyntaxMessage.expected(slot, found: current.kind.spelling), at: current.range)
        failure.slot = slot
        return failure
    }

    func failure(_ message: some DiagnosticMessage, at range: SourceRange, fixIts: [Diagnostic.FixIt] = []) -> Failure {
        Failure(diagnostic: .error(message, at: range, fixIts: fixIts))
    }

    /// True when the lexer reported an error between the two offsets (inclusive); a binary
    /// search, since a garbage file can have a lexical error on every line.
    private func hasLexicalError(from start: Int, through end: Int) -> Bool {
        var low = 0
        var high = lexicalErrorOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if lexicalErrorOffsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < lexicalErrorOffsets.count && lexicalErrorOffsets[low] <= end
    }

    /// Skips to the next line that can begin a declaration or a row.
    private mutating func recover() {
        nesting = 0
        advance()
        while current.kind != .endOfFile {
            if current.startsLine, current.kind == .star || current.identifier != nil { return }
            advance()
        }
    }
}
