// Time and owned work: a state is in its case and, unless it is final, in each group containing
// it and in `*` (a final state is where the machine ends, and a group's `after` rows sit out in it). Entering a scope arms the timers of the `after` rows written on it and starts
// the activities of its `during` declarations; leaving it cancels both.

extension Interpreter {
    /// The scopes `state` is in that the spec gives an `after` row or a `during` declaration,
    /// outermost first: `*`, its groups (outermost first), its case. Throws where an
    /// activity's arguments overflow, as the generated conformance would trap.
    public func scopes(of state: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> [RuntimeScope] {
        let fields = contextValues(context)
        let timedRows = machine.timedRows
        var anyTimers: [ScopeTimer] = []
        var groupTimers: [Int: [ScopeTimer]] = [:]
        var stateTimers: [ScopeTimer] = []
        for (timer, row) in timedRows.enumerated() {
            guard let delay = row.delay.map({ scopeDelay($0, context: fields) }) else { continue }
            let armed = ScopeTimer(timer: timer, delay: delay)
            switch row.source {
            case .any: anyTimers.append(armed)
            case .state(let source): if source == state.index { stateTimers.append(armed) }
            case .states(_, let written):
                for member in written {
                    switch member {
                    case .state(let source): if source == state.index { stateTimers.append(armed) }
                    case .group(let group): groupTimers[group, default: []].append(armed)
                    }
                }
            }
        }
        var scopes: [RuntimeScope] = []
        let isFinal = machine.states.indices.contains(state.index) && machine.states[state.index].isFinal
        if !anyTimers.isEmpty, !isFinal { scopes.append(RuntimeScope(name: "*", kind: .group, timers: anyTimers)) }
        let chain = !isFinal && groupChains.indices.contains(state.index) ? groupChains[state.index] : []
        for group in chain.reversed() {
            let declarations = stateEffectsIndex.declarations(.during, ofGroup: group)
            let timers = groupTimers[group, default: []]
            guard !declarations.isEmpty || !timers.isEmpty else { continue }
            let activities = try activities(of: declarations, in: state, context: fields)
            scopes.append(RuntimeScope(name: machine.groups[group].name, kind: .group, timers: timers, activities: activities))
        }
        let declarations = stateEffectsIndex.declarations(.during, ofState: state.index)
        if !declarations.isEmpty || !stateTimers.isEmpty, machine.states.indices.contains(state.index) {
            let activities = try activities(of: declarations, in: state, context: fields)
            scopes.append(RuntimeScope(name: machine.states[state.index].name, kind: .state, timers: stateTimers, activities: activities))
        }
        return scopes
    }

    /// A literal in milliseconds (the checker keeps it within `Int`), or the field's value now.
    private func scopeDelay(_ delay: Delay, context: [String: RuntimeValue]) -> ScopeTimer.Delay {
        switch delay {
        case .literal(let amount, let unit): return .milliseconds(amount * unit.milliseconds)
        case .field(let name): return .value(context[name] ?? .nil)
        }
    }

    /// The effects of the declarations whose patterns bind in `state`, in written order.
    private func activities(of declarations: [StateEffects], in state: RuntimeCase, context: [String: RuntimeValue])
        throws(Overflow) -> [RuntimeCase]
    {
        var activities: [RuntimeCase] = []
        for declaration in declarations {
            guard let bindings = try bindings(of: declaration.clause, in: state, event: nil, context: context) else { continue }
            activities += try effects(of: declaration.clause, bindings, context)
        }
        return activities
    }
}
