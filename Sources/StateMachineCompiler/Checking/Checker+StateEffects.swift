extension Checker {
    /// Checks an `entry`, `exit` or `during` declaration: its source, and its clause in the scope
    /// its patterns bind. A source list stands for one declaration per item, in written order.
    mutating func checkStateEffects(_ syntax: StateEffectsSyntax) -> [(StateEffects, MachineSourceMap.StateEffectsRanges)] {
        let errorsBefore = sink.errorCount
        var scope = Scope(row: syntax.range.start)
        var sources: [Source] = []
        if !syntax.moreSources.isEmpty {
            let first = ListedSourceSyntax(
                name: syntax.source, patterns: syntax.patterns,
                range: syntax.source.range.union(syntax.patterns?.last?.range ?? syntax.source.range))
            let items = [first] + syntax.moreSources
            if case .list(let written) = checkSourceList(items, transitionArrow: nil, keyword: syntax.kind.rawValue) {
                sources = written.map(\.source)
            }
        } else if let group = namespaces.groups.position(of: syntax.source.text) {
            reportPatternsOnGroup(group, name: syntax.source, patterns: syntax.patterns, keyword: syntax.kind.rawValue)
            symbols.use(.group(syntax.source.text), at: syntax.source.range)
            sources = [.group(group)]
        } else {
            let state: Int? = if case .state(let state)? = resolveMember(syntax.source) { state } else { nil }
            checkMatch(syntax.patterns, on: state.map(PayloadMatch.Payload.state), name: syntax.source, scope: &scope)
            if syntax.kind == .during, let refutable = syntax.patterns?.first(where: { !$0.isIrrefutable(in: scope) }) {
                error(TypeMismatch.refutableActivityPattern, at: refutable.range)
            }
            sources = state.map { [.state($0)] } ?? []
        }
        scope.region = sources.first.flatMap { regionOfSource($0) }
        let guardExpression = syntax.guardExpression.flatMap { checkGuard($0, scope: scope) }
        let effects = checkEffectCalls(syntax.effects, scope: scope)
        guard sink.errorCount == errorsBefore, let effects else { return [] }
        let clause = Clause(matches: scope.matches, guardExpression: guardExpression, effects: effects)
        let line = file.location(of: syntax.range.start).line
        let text = Self.singleLine(file.text(of: syntax.range))
        let ranges = MachineSourceMap.StateEffectsRanges(
            declaration: syntax.range, clause: scope.ranges(guardExpression: syntax.guardExpression))
        return sources.map { (StateEffects(kind: Self.modelKind(syntax.kind), source: $0, clause: clause, line: line, text: text), ranges) }
    }

    private static func modelKind(_ kind: StateEffectsSyntax.Kind) -> StateEffects.Kind {
        switch kind {
        case .entry: return .entry
        case .exit: return .exit
        case .during: return .during
        }
    }
}

extension PatternSyntax {
    /// A `_`, or a name bound once: a pattern that matches every value.
    fileprivate func isIrrefutable(in scope: Checker.Scope) -> Bool {
        switch self {
        case .wildcard: return true
        case .literal: return false
        case .name(let name): return scope.ranges[name.text] == name.range
        }
    }
}
