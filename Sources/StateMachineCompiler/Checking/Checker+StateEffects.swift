extension Checker {
    /// Checks an `entry`, `exit` or `during` declaration: its source, and its clause in the scope
    /// its patterns bind. A source list stands for one declaration per item, in written order.
    mutating func checkStateEffects(_ syntax: StateEffectsSyntax) -> [(StateEffects, MachineSourceMap.StateEffectsRanges)] {
        let errorsBefore = sink.errorCount
        var scope = Scope(row: syntax.range.start)
        // A list stands for one declaration per item; a name that resolves to nothing, for none.
        let source = checkSource(syntax.source, for: .declaration(syntax.kind), scope: &scope)
        let sources = source.map { membership.scopes(namedBy: $0) } ?? []
        scope.region = sources.first.flatMap { membership.region(of: $0) }
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
