extension Checker {
    /// The checked row and where its parts are written, or `nil` after reporting its errors.
    mutating func checkRow(_ row: RowSyntax, index: Int) -> (Row, MachineSourceMap.RowRanges)? {
        let errorsBefore = sink.errorCount
        var scope = Scope(row: row.range.start)
        var source: Row.Source = .any
        var sourceIsFinal = false
        if case .state(let name, let patterns) = row.source, let group = groups.position(of: name.text) {
            source = checkGroupSource(group, name: name, patterns: patterns, isTransition: row.arrow != nil)
        } else if case .list(let items) = row.source {
            source = checkSourceList(items, transitionArrow: row.arrow)
        } else if case .state(let name, let patterns) = row.source {
            let state = resolveSourceState(name)
            sourceIsFinal = state.map { states[$0].model.isFinal } ?? false
            checkMatch(patterns, on: state.map(PayloadMatch.Payload.state), name: name, scope: &scope)
            source = state.map(Row.Source.state) ?? .any
        }
        let event = resolveEvent(row.event)
        checkMatch(row.eventPatterns, on: event.map(PayloadMatch.Payload.event), name: row.event, scope: &scope)
        let guardExpression = row.guardExpression.flatMap { checkGuard($0, scope: scope) }
        let action = checkAction(row.action, scope: scope)
        if case .transition(let arrow, _, _, _) = row.action, sourceIsFinal, case .state(let name, _) = row.source {
            error(
                .transitionFromFinal, "'->' cannot leave final state '\(name.text)'", at: arrow,
                notes: states.position(of: name.text).map { [.init("'\(name.text)' declared final here", at: finalRange(of: $0))] } ?? [])
        }
        guard sink.errorCount == errorsBefore, let event, let (action, targetArguments, effects) = action else { return nil }
        let clause = Clause(matches: scope.matches, guardExpression: guardExpression, targetArguments: targetArguments, effects: effects)
        let checked = Row(
            index: index, line: file.location(of: row.range.start).line, source: source, event: event, action: action, clause: clause,
            text: Self.singleLine(file.text(of: row.range)))
        let ranges = MachineSourceMap.RowRanges(
            row: row.range, source: row.sourceRange, clause: scope.ranges(guardExpression: row.guardExpression))
        return (checked, ranges)
    }

    func finalRange(of state: Int) -> SourceRange {
        states[state].syntax.finalKeyword ?? states[state].syntax.name.range
    }

    /// The action with the target's payload and the effects, or `nil` after reporting.
    private mutating func checkAction(
        _ action: RowSyntax.Action, scope: Scope
    ) -> (action: Row.Action, targetArguments: [Value], effects: [EffectCall])? {
        guard case .transition(_, let target, let arguments, let effectCalls) = action else { return (.ignore, [], []) }
        let targetState = resolveState(target)
        let targetArguments = targetState.flatMap { checkArguments(arguments, for: states[$0], name: target, scope: scope) }
        let effects = checkEffectCalls(effectCalls, scope: scope)
        guard let targetState, let targetArguments, let effects else { return nil }
        return (.transition(target: targetState), targetArguments, effects)
    }
}
