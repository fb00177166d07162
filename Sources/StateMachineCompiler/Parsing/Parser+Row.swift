extension Parser {
    /// `SOURCE on EVENT [GUARD] -> TARGET / EFFECT, ...`, `SOURCE on EVENT [GUARD] ignore`,
    /// `SOURCE after DURATION [GUARD] -> TARGET / EFFECT, ...`, or `SOURCE always [GUARD] -> ...`.
    mutating func parseRow() throws(Failure) -> RowSyntax {
        let start = current.range.start
        let source: SourceSyntax
        if current.kind == .star {
            source = .any(current.range)
            advance()
        } else {
            source = try parseNamedSource(.sourceState)
        }
        let trigger = try parseTrigger(after: source)
        var guardExpression: ExpressionSyntax?
        if current.kind == .leftBracket {
            advance()
            guardExpression = try parseExpression()
            try expect(.rightBracket, .guardEnd)
        }
        let isTimed = if case .after = trigger { true } else { false }
        if isTimed, current.isKeyword(.ignore) {
            throw failure(SyntaxMessage.ignoreAfterDelay, at: current.range)
        }
        let (action, history) = try parseAction(afterDelay: isTimed)
        return RowSyntax(
            range: SourceRange(start: start, end: previousEnd), source: source, trigger: trigger, guardExpression: guardExpression,
            action: action, history: history)
    }

    /// `on EVENT(PATTERN, ...)`, `after DURATION` or `always`.
    private mutating func parseTrigger(after source: SourceSyntax) throws(Failure) -> RowSyntax.Trigger {
        if current.isContextualKeyword(.after), !next.isKeyword(.on) {
            let keyword = current.range
            advance()
            return .after(keyword: keyword, try parseDuration())
        }
        if current.isContextualKeyword(.always), !next.isKeyword(.on) {
            let keyword = current.range
            advance()
            return .always(keyword: keyword)
        }
        if current.isContextualKeyword(.done), !next.isKeyword(.on) {
            let keyword = current.range
            advance()
            return .done(keyword: keyword)
        }
        guard current.isKeyword(.on) else { throw missingOn(after: source) }
        advance()
        if current.isContextualKeyword(.after), case .integer = next.kind {
            throw timerAfterOn(at: current.range.union(next.range))
        }
        let event = try expectName(.eventAfterOn)
        notePatterns(of: .event, event.text)
        return .event(event, patterns: try parsePatterns())
    }

    /// A row's name not followed by `on` is often a misspelled declaration keyword
    /// (`stat draft`) or a misspelled `on`; say which. A declaration recognised this way
    /// is kept as far as it is known, so its name does not cause more errors.
    private func missingOn(after source: SourceSyntax) -> Failure {
        guard keywordSuggestion(among: [.on]) == nil, case .state(let word, nil) = source,
            let suggested = NameSuggestion.closest(to: word.text, among: Self.misspellableWords)
        else {
            return expected(.onAfterSource, suggesting: [.on])
        }
        var failure = failure(
            SyntaxMessage.notAKeyword(word: word.text, suggestion: suggested), at: word.range,
            fixIts: [.replace(word.text, at: [word.range], with: suggested)])
        failure.slot = .onAfterSource
        if let text = current.identifier, !Keyword.isReserved(text), let keyword = Keyword(rawValue: suggested) {
            let name = NameSyntax(text: text, range: current.range)
            switch keyword {
            case .machine: failure.partial = .machine(keyword: word.range, name: name)
            case .initial: failure.partial = .initial(keyword: word.range, state: name, arguments: nil)
            case .state: failure.partial = .invalidCase(.state, name)
            case .event: failure.partial = .invalidCase(.event, name)
            case .effect: failure.partial = .invalidCase(.effect, name)
            default: break
            }
        }
        return failure
    }

    /// The words a row's first name may be a typo of: a declaration's, or a misplaced `final`.
    private static let misspellableWords = Keyword.declarationWords + [Keyword.final.rawValue]

    /// The keyword the current token is a near miss of, if any.
    private func keywordSuggestion(among keywords: [Keyword]) -> Keyword? {
        guard let word = current.identifier else { return nil }
        return NameSuggestion.closest(to: word, among: keywords.map(\.rawValue)).flatMap(Keyword.init(rawValue:))
    }

    /// "expected `slot`" at the current token, with the keyword it is a near miss of, if any,
    /// and the fix that spells that keyword.
    private func expected(_ slot: GrammarSlot, suggesting keywords: [Keyword]) -> Failure {
        let found = current.kind.spelling
        guard let written = current.identifier, let keyword = keywordSuggestion(among: keywords) else {
            return expected(slot)
        }
        var failure = failure(
            SyntaxMessage.expected(slot, found: found, suggestion: keyword.rawValue), at: current.range,
            fixIts: [.replace(written, at: [current.range], with: keyword.rawValue)])
        failure.slot = slot
        return failure
    }

    /// The action, and the history mark after a `->` row's target.
    private mutating func parseAction(afterDelay: Bool) throws(Failure) -> (RowSyntax.Action, HistoryMarkSyntax?) {
        if current.isKeyword(.ignore) {
            let range = current.range
            advance()
            return (.ignore(range), nil)
        }
        if current.isContextualKeyword(.stays), next.identifier != nil || isCursor(next) {
            let keyword = current.range
            advance()
            let (target, arguments, _, effects) = try parseTarget(after: .stays)
            return (.update(keyword: keyword, target: target, arguments: arguments, effects: effects), nil)
        }
        guard current.kind == .arrow else {
            throw expected(.action(afterDelay: afterDelay), suggesting: [.ignore])
        }
        let arrow = current.range
        advance()
        let (target, arguments, history, effects) = try parseTarget(after: .arrow)
        return (.transition(arrow: arrow, target: target, arguments: arguments, effects: effects), history)
    }

    /// `TARGET(ARGUMENT, ...) / EFFECT, ...` after `->` or `stays`; after `->`, `GROUP [deep]
    /// history / EFFECT, ...` too.
    private mutating func parseTarget(after word: GrammarSlot.ActionWord) throws(Failure) -> (
        NameSyntax, [ValueSyntax]?, HistoryMarkSyntax?, [EffectCallSyntax]
    ) {
        let target = try expectName(.target(after: word))
        let arguments = try parseList(of: .argument) { parser throws(Failure) in try parser.parseSum() }
        let history = word == .arrow && arguments == nil ? parseHistoryMark() : nil
        var effects: [EffectCallSyntax] = []
        if current.kind == .slash {
            advance()
            effects = try parseEffectCalls()
        }
        return (target, arguments, history, effects)
    }

    /// `history` or `deep history` on the target's line: a line starting with either begins a
    /// history declaration, and a state named `history` may start the next row.
    private mutating func parseHistoryMark() -> HistoryMarkSyntax? {
        guard !current.startsLine else { return nil }
        if current.isContextualKeyword(.history) {
            let keyword = current.range
            advance()
            return HistoryMarkSyntax(deep: nil, keyword: keyword)
        }
        guard current.isContextualKeyword(.deep), next.isContextualKeyword(.history), !next.startsLine else { return nil }
        let deep = current.range
        advance()
        let keyword = current.range
        advance()
        return HistoryMarkSyntax(deep: deep, keyword: keyword)
    }

    /// `EFFECT, ...` after a `/`: at least one.
    mutating func parseEffectCalls() throws(Failure) -> [EffectCallSyntax] {
        var effects: [EffectCallSyntax] = []
        repeat {
            if !effects.isEmpty { advance() }
            let name = try expectName(.effectCall)
            let effectArguments = try parseList(of: .argument) { parser throws(Failure) in try parser.parseSum() }
            effects.append(EffectCallSyntax(name: name, arguments: effectArguments))
        } while current.kind == .comma
        return effects
    }

    /// A row's or an `entry`, `exit` or `during` declaration's source that is not `*`: a state or
    /// group with its patterns, or `a, b, busy` (before `on`, or before `/` after `during`).
    mutating func parseNamedSource(_ slot: GrammarSlot) throws(Failure) -> SourceSyntax {
        let name = try expectName(slot)
        noteSource(name)
        notePatterns(of: .state, name.text)
        let patterns = try parsePatterns()
        guard current.kind == .comma else { return .state(name, patterns: patterns) }
        var items = [ListedSourceSyntax(name: name, patterns: patterns, range: name.range.union(previousRange))]
        while current.kind == .comma {
            advance()
            let name = try expectName(.stateOrGroupAfterComma(inGroup: nil))
            noteSource(name)
            notePatterns(of: .state, name.text)
            let patterns = try parsePatterns()
            items.append(ListedSourceSyntax(name: name, patterns: patterns, range: name.range.union(previousRange)))
        }
        return .list(items)
    }

    /// The patterns after the name of a state (or group) or an event, whose payload they match
    /// by position (which ``notePatterns(of:_:)`` tells completion).
    mutating func parsePatterns() throws(Failure) -> [PatternSyntax]? {
        try parseList(of: .pattern) { parser throws(Failure) in
            let item: PatternSyntax
            if parser.current.identifier == "_" {
                item = .wildcard(parser.current.range)
                parser.advance()
            } else if let literal = try parser.parseLiteralIfPresent() {
                item = .literal(literal)
            } else {
                item = .name(try parser.expectName(.patternItem))
            }
            if parser.completing { parser.notePatternItem(item) }
            return item
        }
    }

    mutating func parseValue() throws(Failure) -> ValueSyntax {
        if let literal = try parseLiteralIfPresent() { return .literal(literal) }
        return .name(try expectName(.value))
    }

    mutating func expectLiteral() throws(Failure) -> LiteralSyntax {
        guard let literal = try parseLiteralIfPresent() else { throw expected(.literal) }
        return literal
    }

    private mutating func parseLiteralIfPresent() throws(Failure) -> LiteralSyntax? {
        let token = current
        let literal: Literal
        switch token.kind {
        case .integer(let value): literal = .integer(value)
        case .string(let value): literal = .string(value)
        case .identifier("true"): literal = .bool(true)
        case .identifier("false"): literal = .bool(false)
        case .identifier("nil"): literal = .nil
        default: return nil
        }
        advance()
        return LiteralSyntax(literal: literal, range: token.range)
    }
}
