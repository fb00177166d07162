// Entry and exit effects: when a `->` row fires from `s` to `t`, the effects are the exit
// effects of `s`'s case, then of each group containing `s` but not `t` (innermost first),
// the row's own, then the entry effects of each group containing `t` but not `s`
// (outermost first), then of `t`'s case.

extension Interpreter {
    /// What a runtime performs when a machine starts in, or is restored into, `state`: the
    /// entry effects of its groups, outermost first, then of its case.
    public func entryEffects(of state: RuntimeCase, context: [RuntimeValue] = []) -> [RuntimeCase] {
        entryEffects(entering: state, from: nil, context: contextValues(context))
    }

    /// Whether the declaration contributes when its source is entered or left in `state`.
    public func contributes(_ declaration: StateEffects, in state: RuntimeCase, context: [RuntimeValue] = []) -> Bool {
        bindings(of: declaration, in: state, context: contextValues(context)) != nil
    }

    func exitEffects(leaving state: RuntimeCase, for next: RuntimeCase, context: [String: RuntimeValue]) -> [RuntimeCase] {
        guard machine.usesStateStructure else { return [] }
        let left = chain(of: state.index).filter { !chain(of: next.index).contains($0) }
        return effects(.exit, ofState: state, context: context)
            + left.flatMap { effects(.exit, ofGroup: $0, in: state, context: context) }
    }

    func entryEffects(entering state: RuntimeCase, from previous: RuntimeCase?, context: [String: RuntimeValue]) -> [RuntimeCase] {
        guard machine.usesStateStructure else { return [] }
        let previousChain = previous.map { chain(of: $0.index) } ?? []
        let entered = chain(of: state.index).filter { !previousChain.contains($0) }.reversed()
        return entered.flatMap { effects(.entry, ofGroup: $0, in: state, context: context) }
            + effects(.entry, ofState: state, context: context)
    }

    private func chain(of state: Int) -> [Int] {
        groupChains.indices.contains(state) ? groupChains[state] : []
    }

    private func effects(_ kind: StateEffects.Kind, ofState state: RuntimeCase, context: [String: RuntimeValue]) -> [RuntimeCase] {
        stateEffectsIndex.declarations(kind, ofState: state.index).flatMap { contributed(by: $0, in: state, context: context) }
    }

    private func effects(_ kind: StateEffects.Kind, ofGroup group: Int, in state: RuntimeCase, context: [String: RuntimeValue]) -> [RuntimeCase] {
        stateEffectsIndex.declarations(kind, ofGroup: group).flatMap { contributed(by: $0, in: state, context: context) }
    }

    /// The declaration's effects when its patterns and guard hold in `state`, else none.
    private func contributed(by declaration: StateEffects, in state: RuntimeCase, context: [String: RuntimeValue]) -> [RuntimeCase] {
        guard let bindings = bindings(of: declaration, in: state, context: context) else { return [] }
        return declaration.effects.map { call in
            RuntimeCase(call.effect, call.arguments.map { resolve($0, bindings, context) })
        }
    }

    private func bindings(of declaration: StateEffects, in state: RuntimeCase, context: [String: RuntimeValue]) -> [String: RuntimeValue]? {
        var bindings: [String: RuntimeValue] = [:]
        if case .state(_, let patterns?) = declaration.source, !match(patterns, against: state.values, into: &bindings) {
            return nil
        }
        if let guardExpression = declaration.guardExpression,
           GuardEvaluator(bindings: bindings, context: context).evaluate(guardExpression) != .bool(true) {
            return nil
        }
        return bindings
    }
}
