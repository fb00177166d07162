extension Checker {
    /// Checks an `entry` or `exit` declaration: its source, patterns, guard and effects, in
    /// the scope its patterns bind.
    mutating func checkStateEffects(_ syntax: StateEffectsSyntax) -> (StateEffects, MachineSourceMap.StateEffectsRanges)? {
        let errorsBefore = errorCount
        var scope = Scope(row: syntax.range.start)
        var source: StateEffects.Source?
        if let group = groupIndex[syntax.source.text] {
            if let patterns = syntax.patterns, let first = patterns.first {
                error(
                    .patternsOnGroup,
                    "group '\(syntax.source.text)' has no payload to match: write '\(syntax.kind.rawValue)' for a state to bind its values",
                    at: first.range.union(patterns.last?.range ?? first.range),
                    notes: [.init("group '\(syntax.source.text)' declared here", at: groups[group].syntax.name.range)])
            }
            symbols.use(.group(syntax.source.text), at: syntax.source.range)
            source = .group(group)
        } else if case .state(let state)? = resolveMember(syntax.source) {
            let patterns = syntax.patterns.flatMap { checkPatterns($0, of: states[state], name: syntax.source, scope: &scope) }
            source = .state(state, patterns: patterns)
        } else {
            scope.bindUnresolved(syntax.patterns)
        }
        let guardExpression = syntax.guardExpression.flatMap { checkGuard($0, scope: scope) }
        var calls: [EffectCall] = []
        for call in syntax.effects {
            guard let effect = resolveEffect(call.name),
                let values = checkArguments(call.arguments, for: effects[effect], name: call.name, scope: scope)
            else { continue }
            calls.append(EffectCall(effect: effect, arguments: values))
        }
        guard errorCount == errorsBefore, let source, calls.count == syntax.effects.count else { return nil }
        let checked = StateEffects(
            kind: syntax.kind == .entry ? .entry : .exit, source: source, guardExpression: guardExpression, effects: calls,
            line: file.location(of: syntax.range.start).line, text: Self.singleLine(file.text(of: syntax.range)))
        let ranges = MachineSourceMap.StateEffectsRanges(
            declaration: syntax.range, guardExpression: syntax.guardExpression?.range, bindings: scope.ranges)
        return (checked, ranges)
    }
}
