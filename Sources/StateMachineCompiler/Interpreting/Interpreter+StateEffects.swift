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
        let left = chain(of: state.index).filter { !chain(of: next.index).contains($0) }
        var effects = try effects(.exit, ofState: state, context: context)
        for group in left { effects += try self.effects(.exit, ofGroup: group, in: state, context: context) }
        return effects
    }

    func entryEffects(entering state: RuntimeCase, from previous: RuntimeCase?, context: [String: RuntimeValue]) throws(Overflow)
        -> [RuntimeCase]
    {
        guard machine.usesStateStructure else { return [] }
        let previousChain = previous.map { chain(of: $0.index) } ?? []
        var effects: [RuntimeCase] = []
        for group in chain(of: state.index).filter({ !previousChain.contains($0) }).reversed() {
            effects += try self.effects(.entry, ofGroup: group, in: state, context: context)
        }
        return effects + (try self.effects(.entry, ofState: state, context: context))
    }

    private func chain(of state: Int) -> [Int] {
        groupChains.indices.contains(state) ? groupChains[state] : []
    }

    private func effects(_ kind: StateEffects.Kind, ofState state: RuntimeCase, context: [String: RuntimeValue]) throws(Overflow)
        -> [RuntimeCase]
    {
        try contributed(by: stateEffectsIndex.declarations(kind, ofState: state.index), in: state, context: context)
    }

    private func effects(_ kind: StateEffects.Kind, ofGroup group: Int, in state: RuntimeCase, context: [String: RuntimeValue])
        throws(Overflow) -> [RuntimeCase]
    {
        try contributed(by: stateEffectsIndex.declarations(kind, ofGroup: group), in: state, context: context)
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
