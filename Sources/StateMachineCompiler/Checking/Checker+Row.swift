extension Checker {
    /// The checked row and where its parts are written, or `nil` after reporting its errors.
    mutating func checkRow(_ row: RowSyntax, index: Int, histories: CheckedHistories = CheckedHistories()) -> (
        Row, MachineSourceMap.RowRanges
    )? {
        let errorsBefore = sink.errorCount
        var scope = Scope(row: row.range.start)
        // A source naming nothing is reported; the row is then checked as if from `*`.
        let isDelay = if case .after = row.trigger { true } else { false }
        // A completion row leaves the group's final states: no rule about final sources applies.
        let isCompletion = if case .done = row.trigger { true } else { false }
        let sourceArrow = isCompletion ? nil : row.arrow
        let source = checkSource(row.source, for: .row(arrow: sourceArrow, isDelay: isDelay), scope: &scope) ?? .any
        // `*` lies in no one region (reported with the source).
        if source != .any {
            scope.region = checkSourceRegion(source, includingFinal: row.arrow == nil, written: row.source.range)
        }
        let trigger = checkTrigger(row.trigger, source: source, written: row.source, scope: &scope)
        let guardExpression = row.guardExpression.flatMap { checkGuard($0, scope: scope) }
        var history: Int?
        let action: (action: Row.Action, targetArguments: [Value], effects: [EffectCall])?
        if let mark = row.history, case .transition(_, let target, _, let calls) = row.action {
            let restored = checkHistoryTarget(target, mark: mark, in: histories)
            let effects = checkEffectCalls(calls, scope: scope)
            history = restored?.history
            if let restored {
                let defaultName = NameSyntax(text: namespaces.states[restored.defaultState].model.name, range: target.range)
                checkTargetRegion(defaultName, sourceRegion: scope.region)
            }
            action = restored.flatMap { restored in effects.map { (.transition(target: restored.defaultState), restored.arguments, $0) } }
        } else {
            if let target = row.action.target { checkTargetRegion(target, sourceRegion: scope.region) }
            action = checkAction(row.action, scope: scope)
        }
        if let arrow = sourceArrow, case .state(let state) = source, membership.isFinal(state) {
            let name = namespaces.states[state].model.name
            let message: StructureMessage =
                switch (row.trigger, row.action) {
                case (.after, _): .delayFromFinal(state: name)
                case (_, .update): .updateOfFinal(state: name)
                default: .transitionFromFinal(state: name)
                }
            error(message, at: arrow, notes: [.init(.declaredFinal(name), at: finalRange(of: state))])
        }
        if row.trigger.isEventless { checkEventlessMoves(row.action, trigger: row.trigger) }
        if case .update(let keyword, let target, _, _) = row.action {
            checkUpdate(source: source, target: target, keyword: keyword, written: row.source.range)
        }
        guard sink.errorCount == errorsBefore, let trigger, let (action, targetArguments, effects) = action else { return nil }
        let clause = Clause(matches: scope.matches, guardExpression: guardExpression, targetArguments: targetArguments, effects: effects)
        let checked = Row(
            index: index, line: file.location(of: row.range.start).line, source: completionSource(source, trigger), trigger: trigger,
            action: action, clause: clause, text: Self.singleLine(file.text(of: row.range)), history: history)
        let ranges = MachineSourceMap.RowRanges(
            row: row.range, source: row.source.range, clause: scope.ranges(guardExpression: row.guardExpression))
        return (checked, ranges)
    }

    func finalRange(of state: Int) -> SourceRange {
        namespaces.states[state].syntax.finalKeyword ?? namespaces.states[state].syntax.name.range
    }

    /// The action with the target's payload and the effects, or `nil` after reporting.
    private mutating func checkAction(
        _ action: RowSyntax.Action, scope: Scope
    ) -> (action: Row.Action, targetArguments: [Value], effects: [EffectCall])? {
        let target: NameSyntax
        let arguments: [ValueSyntax]?
        let effectCalls: [EffectCallSyntax]
        let updates: Bool
        switch action {
        case .ignore: return (.ignore, [], [])
        case .transition(_, let written, let values, let calls): (target, arguments, effectCalls, updates) = (written, values, calls, false)
        case .update(_, let written, let values, let calls): (target, arguments, effectCalls, updates) = (written, values, calls, true)
        }
        let targetState = resolveState(target)
        let targetArguments = targetState.flatMap { checkArguments(arguments, for: namespaces.states[$0], name: target, scope: scope) }
        let effects = checkEffectCalls(effectCalls, scope: scope)
        guard let targetState, let targetArguments, let effects else { return nil }
        return (updates ? .update(state: targetState) : .transition(target: targetState), targetArguments, effects)
    }

    /// The event with its patterns, the clause's next match; the delay; `always`; or the group a
    /// `done` row completes, which must have a final state.
    private mutating func checkTrigger(_ trigger: RowSyntax.Trigger, source: Source, written: SourceSyntax, scope: inout Scope)
        -> Row.Trigger?
    {
        switch trigger {
        case .event(let name, let patterns):
            let event = resolveEvent(name)
            checkMatch(patterns, on: event.map(PayloadMatch.Payload.event), name: name, scope: &scope)
            return event.map(Row.Trigger.event)
        case .after(_, let duration):
            return checkDelay(duration).map(Row.Trigger.after)
        case .always:
            return .always
        case .done:
            return checkCompletion(of: source, written: written)
        }
    }

    /// A `stays` row updates one state in place: its source is that state and its target the same case.
    private mutating func checkUpdate(source: Source, target: NameSyntax, keyword: SourceRange, written: SourceRange) {
        guard case .state(let state) = source else {
            error(StructureMessage.updateOutsideItsState, at: written)
            return
        }
        guard let targetState = namespaces.states.position(of: target.text), targetState != state else { return }
        let name = namespaces.states[state].model.name
        error(StructureMessage.updateToAnotherState(state: name, target: target.text), at: target.range)
    }
}
