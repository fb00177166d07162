extension Parser {
    /// `group`, `region`, `entry`, `exit` or `during` starting a declaration, or `nil` when the word is an
    /// ordinary name here (no name follows it: `entry on open -> ready`, `group, idle on ...`).
    mutating func parseContextualDeclaration(_ word: ContextualKeyword) throws(Failure) -> DeclarationSyntax? {
        let keyword = current.range
        guard next.identifier.map({ !Keyword.isReserved($0) }) ?? isCursor(next) else {
            let namesMembers = word == .group || word == .region
            if !namesMembers, next.kind == .slash || next.kind == .leftBracket { throw sourcelessStateEffects(word, at: next.range) }
            if !namesMembers, next.kind == .star { throw failure(SyntaxMessage.stateEffectsOnAny(word: word.rawValue), at: next.range) }
            return nil
        }
        switch word {
        case .group:
            advance()
            return .group(try parseGroup(keyword: keyword))
        case .region:
            advance()
            return .region(try parseGroup(keyword: keyword, isRegion: true))
        case .entry:
            advance()
            return .stateEffects(try parseStateEffects(.entry, keyword: keyword))
        case .exit:
            advance()
            return .stateEffects(try parseStateEffects(.exit, keyword: keyword))
        case .during:
            advance()
            return .stateEffects(try parseStateEffects(.during, keyword: keyword))
        case .history:
            advance()
            return .history(try parseHistory(deep: nil, keyword: keyword))
        case .deep:
            advance()
            let historyKeyword = current.range
            guard current.isContextualKeyword(.history) else { throw expected(.historyAfterDeep) }
            advance()
            return .history(try parseHistory(deep: keyword, keyword: historyKeyword))
        // Not words that start a declaration: ``ContextualKeyword/init(startingDeclaration:)`` never gives them.
        case .after, .always, .done, .stays, .sensitive, .persisted, .durable, .in, .renamed, .from:
            return nil
        }
    }

    /// `group NAME = MEMBER, MEMBER, ...` or `region NAME = MEMBER, MEMBER, ...`
    private mutating func parseGroup(keyword: SourceRange, isRegion: Bool = false) throws(Failure) -> GroupSyntax {
        let name = try expectName(isRegion ? .regionName : .name(.group))
        let equal = current.range
        try expect(.equal, .groupMembers(group: name.text, isRegion: isRegion))
        // A name on the next line followed by `on` starts a row, not the group's members.
        guard current.identifier != nil || isCursor(current), !(current.startsLine && next.isKeyword(.on)) else {
            throw failure(SyntaxMessage.emptyGroup(group: name.text, isRegion: isRegion), at: name.range)
        }
        var members = [try expectName(.stateOrGroup(inGroup: name.text))]
        while current.kind == .comma {
            advance()
            members.append(try expectName(.stateOrGroupAfterComma(inGroup: name.text)))
        }
        return GroupSyntax(
            keyword: keyword, name: name, equal: equal, members: members,
            range: keyword.union(SourceRange(start: previousEnd, end: previousEnd)))
    }

    /// `history GROUP -> DEFAULT[(LITERAL, ...)]`, after `history` (and `deep`).
    private mutating func parseHistory(deep: SourceRange?, keyword: SourceRange) throws(Failure) -> HistorySyntax {
        let group = try expectName(.historyGroup)
        let arrow = current.range
        try expect(.arrow, .historyArrow(group: group.text))
        let defaultState = try expectName(.historyDefault)
        let arguments = try parseList(of: .literal) { parser throws(Failure) in try parser.expectLiteral() }
        return HistorySyntax(
            deep: deep, keyword: keyword, group: group, arrow: arrow, defaultState: defaultState, arguments: arguments,
            range: (deep ?? keyword).union(SourceRange(start: previousEnd, end: previousEnd)))
    }

    /// `entry SOURCE [GUARD] / EFFECT, ...`, SOURCE one state or group or a list of them.
    private mutating func parseStateEffects(_ kind: StateEffectsSyntax.Kind, keyword: SourceRange) throws(Failure) -> StateEffectsSyntax {
        let source = try parseNamedSource(.stateEffectsSource(kind))
        // What the messages below quote: the first name, as written.
        let sourceName = source.firstName?.text ?? ""
        var guardExpression: ExpressionSyntax?
        if current.kind == .leftBracket {
            if kind == .during {
                throw failure(SyntaxMessage.activityWithGuard(source: sourceName), at: current.range)
            }
            advance()
            guardExpression = try parseExpression()
            try expect(.rightBracket, .guardEnd)
        }
        let slash = current.range
        try expect(.slash, .stateEffectsSlash(kind, source: sourceName))
        let effects = try parseEffectCalls()
        return StateEffectsSyntax(
            kind: kind, keyword: keyword, source: source,
            guardExpression: guardExpression, slash: slash, effects: effects,
            range: keyword.union(SourceRange(start: previousEnd, end: previousEnd)))
    }

    // MARK: Constructs of other tools

    /// `entry / effect`, as XState or SMC write it inside a state.
    private func sourcelessStateEffects(_ word: ContextualKeyword, at range: SourceRange) -> Failure {
        failure(ForeignConstruct.sourcelessStateEffects(word: word.rawValue), at: range)
    }

    /// `state loading { ... }`: skips the block so its contents cause no second error, and
    /// keeps the state so rows naming it are not reported as unknown.
    mutating func nestedStateBlock(_ declaration: CaseDeclarationSyntax) -> Failure {
        let brace = current.range
        var depth = 0
        repeat {
            if current.kind == .leftBrace { depth += 1 }
            if current.kind == .rightBrace { depth -= 1 }
            if depth == 0 || current.kind == .endOfFile { break }
            advance()
        } while true
        var failure = failure(ForeignConstruct.nestedStates(state: declaration.name.text), at: brace)
        failure.partial = .cases(declaration)
        return failure
    }

    /// `STATE on after 5s`: a delayed row has no event.
    func timerAfterOn(at range: SourceRange) -> Failure {
        failure(ForeignConstruct.timerAfterOn, at: range)
    }
}
