// After a step that changed the state (an event's or a timer's `->` or `stays` row) and at the
// start, the machine takes its `always` rows: each region in declaration order takes the first
// `always` row of its state whose patterns and guard hold (`in(...)` reading the regions as the
// rows before left them), applied as a `->` row of its own (exits, the row's effects, entries),
// and the passes repeat until no region's row holds; they end, because the checker refuses
// every cycle of `always` rows. Their effects follow the step's.

extension Interpreter {
    /// `step` followed by the `always` rows that hold after it, when it changed the state.
    func settle(_ step: RegionStep, context fields: [String: RuntimeValue]) throws(Overflow) -> RegionStep {
        guard !eventlessRowsOfState.isEmpty else { return step }
        let effects: [RuntimeCase]
        switch step.outcome {
        case .transitioned(let stepEffects), .updated(let stepEffects): effects = stepEffects
        case .ignored, .rejected, .unhandled: return step
        }
        let chain = try takeEventlessRows(from: step.states, remembering: step.remembered, context: fields)
        guard chain.taken > 0 else { return step }
        return RegionStep(
            outcome: .transitioned(effects: effects + chain.effects), states: chain.states, firedRows: step.firedRows,
            remembered: chain.remembered)
    }

    /// Where the machine started in `states` settles, and what it performs: each region's entry
    /// effects (regions in declaration order), then the `always` rows that hold, as after a step.
    public func start(_ states: [RuntimeCase], context: [RuntimeValue] = []) throws(Overflow) -> (
        states: [RuntimeCase], effects: [RuntimeCase]
    ) {
        let started = try start(states, remembering: RememberedStates(), context: context)
        return (started.states, started.effects)
    }

    /// The start of a machine restored with what its groups with history remember, which the
    /// `always` rows it takes read and update.
    public func start(_ states: [RuntimeCase], remembering remembered: RememberedStates, context: [RuntimeValue] = []) throws(Overflow)
        -> (states: [RuntimeCase], effects: [RuntimeCase], remembered: RememberedStates)
    {
        let entered = try entryEffects(of: states, context: context)
        guard !eventlessRowsOfState.isEmpty else { return (states, entered, remembered) }
        let chain = try takeEventlessRows(from: states, remembering: remembered, context: contextValues(context))
        return (chain.states, entered + chain.effects, chain.remembered)
    }

    /// The `always` rows that hold from `start` on, each applied as a `->` row of its region.
    private func takeEventlessRows(
        from start: [RuntimeCase], remembering rememberedBefore: RememberedStates, context fields: [String: RuntimeValue]
    ) throws(Overflow) -> (states: [RuntimeCase], effects: [RuntimeCase], taken: Int, remembered: RememberedStates) {
        var states = start
        var remembered = rememberedBefore
        var effects: [RuntimeCase] = []
        var taken = 0
        var tookOne = true
        while tookOne {
            tookOne = false
            for region in states.indices {
                guard let rows = eventlessRowsOfState[states[region].index] else { continue }
                let move = try reading(states) { reading throws(Overflow) -> RegionStep? in
                    let choice = try reading.choose(
                        among: rows, from: states[region], on: nil, remembering: remembered, context: fields)
                    guard choice.row != nil else { return nil }
                    var choices = states.map { Choice(outcome: .unhandled, next: $0) }
                    choices[region] = choice
                    return try reading.combine(choices, from: states, remembering: remembered, context: fields)
                }
                guard let move else { continue }
                states = move.states
                remembered = move.remembered
                if case .transitioned(let moved) = move.outcome { effects += moved }
                taken += 1
                tookOne = true
            }
        }
        return (states, effects, taken, remembered)
    }
}
