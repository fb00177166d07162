// Entry and exit effects: when a `->` row fires from `s` to `t`, the effects are the exit
// effects of the scopes it leaves, the row's own, then the entry effects of the scopes it
// enters, as the machine's ``Membership`` orders them.

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

    /// The `exit` declarations a move from `state` to `next` tries, in order: those of each
    /// scope it leaves (see ``Membership/scopesLeft(from:to:)``). Each contributes when its clause holds.
    func exitDeclarations(leaving state: Int, for next: Int) -> [StateEffects] {
        machine.membership.scopesLeft(from: state, to: next).flatMap { stateEffectsIndex.declarations(.exit, of: $0) }
    }

    /// The `entry` declarations entering `state` tries, in order: those of each scope it enters
    /// (see ``Membership/scopesEntered(into:from:)``).
    func entryDeclarations(entering state: Int, from previous: Int?) -> [StateEffects] {
        machine.membership.scopesEntered(into: state, from: previous).flatMap { stateEffectsIndex.declarations(.entry, of: $0) }
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
