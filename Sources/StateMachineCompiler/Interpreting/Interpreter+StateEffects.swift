// Entry and exit effects: when a `->` row fires from `s` to `t`, the effects are the exit
// effects of `s`'s case, then of each group containing `s` but not `t` (innermost first),
// the row's own, then the entry effects of each group containing `t` but not `s`
// (outermost first), then of `t`'s case.

extension Interpreter {
    /// What a runtime performs when a machine starts in, or is restored into, `state`: the
    /// entry effects of its groups, outermost first, then of its case.
    public func entryEffects(of state: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> [RuntimeCase] {
        try entryEffects(entering: state, from: nil, context: contextValues(context))
    }

    /// Whether the declaration contributes when its source is entered or left in `state`.
    public func contributes(_ declaration: StateEffects, in state: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> Bool {
        try bindings(of: declaration.clause, in: state, event: nil, context: contextValues(context)) != nil
    }

    func exitEffects(leaving state: RuntimeCase, for next: RuntimeCase, context: [String: RuntimeValue]) throws(Overflow) -> [RuntimeCase] {
        guard machine.usesStateStructure else { return [] }
        return try contributed(by: exitDeclarations(leaving: state.index, for: next.index), in: state, context: context)
    }

    func entryEffects(entering state: RuntimeCase, from previous: RuntimeCase?, context: [String: RuntimeValue]) throws(Overflow)
        -> [RuntimeCase]
    {
        guard machine.usesStateStructure else { return [] }
        return try contributed(by: entryDeclarations(entering: state.index, from: previous?.index), in: state, context: context)
    }

    /// The `exit` declarations a move from `state` to `next` tries, in order: the state's,
    /// then each group it leaves, innermost first. Each contributes when its clause holds.
    func exitDeclarations(leaving state: Int, for next: Int) -> [StateEffects] {
        let nextChain = chain(of: next)
        var declarations = stateEffectsIndex.declarations(.exit, ofState: state)
        for group in chain(of: state) where !nextChain.contains(group) {
            declarations += stateEffectsIndex.declarations(.exit, ofGroup: group)
        }
        return declarations
    }

    /// The `entry` declarations entering `state` tries, in order: each group entered
    /// (outermost first; from `previous`, only those it was not in), then the state's.
    func entryDeclarations(entering state: Int, from previous: Int?) -> [StateEffects] {
        let previousChain = previous.map(chain(of:)) ?? []
        var declarations: [StateEffects] = []
        for group in chain(of: state).reversed() where !previousChain.contains(group) {
            declarations += stateEffectsIndex.declarations(.entry, ofGroup: group)
        }
        return declarations + stateEffectsIndex.declarations(.entry, ofState: state)
    }

    private func chain(of state: Int) -> [Int] {
        groupChains.indices.contains(state) ? groupChains[state] : []
    }

    /// The declarations' effects, each when its clause holds in `state`.
    private func contributed(
        by declarations: [StateEffects], in state: RuntimeCase, context: [String: RuntimeValue]
    ) throws(Overflow) -> [RuntimeCase] {
        var effects: [RuntimeCase] = []
        for declaration in declarations {
            guard let bindings = try bindings(of: declaration.clause, in: state, event: nil, context: context) else { continue }
            effects += try self.effects(of: declaration.clause, bindings, context)
        }
        return effects
    }
}
