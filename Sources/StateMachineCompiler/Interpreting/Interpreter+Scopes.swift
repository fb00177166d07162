// Time and owned work: a state is in the scopes `Membership.timeScopes(of:)` lists for it.
// Entering a scope arms the timers of the `after` rows written on it and starts the activities
// of its `during` declarations; leaving it cancels both.

extension Interpreter {
    /// The scopes `state` is in that the spec gives an `after` row or a `during` declaration,
    /// outermost first: `*`, its groups (outermost first), its case. Throws where an
    /// activity's arguments overflow, as the generated conformance would trap.
    public func scopes(of state: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> [RuntimeScope] {
        let fields = contextValues(context)
        let membership = machine.membership
        var timers: [Source: [ScopeTimer]] = [:]
        for (timer, row) in machine.timedRows.enumerated() {
            guard let delay = row.delay.map({ scopeDelay($0, context: fields) }) else { continue }
            for scope in membership.scopes(namedBy: row.source) {
                timers[scope, default: []].append(ScopeTimer(timer: timer, delay: delay))
            }
        }
        var scopes: [RuntimeScope] = []
        for scope in membership.timeScopes(of: state.index) {
            let declarations = stateEffectsIndex.declarations(.during, of: scope)
            let scopeTimers = timers[scope, default: []]
            guard !declarations.isEmpty || !scopeTimers.isEmpty, let (name, kind) = nameAndKind(of: scope) else { continue }
            let activities = try activities(of: declarations, in: state, context: fields)
            scopes.append(RuntimeScope(name: name, kind: kind, timers: scopeTimers, activities: activities))
        }
        return scopes
    }

    /// How a runtime names the scope; `nil` for a state outside the machine.
    private func nameAndKind(of scope: Source) -> (String, RuntimeScope.Kind)? {
        switch scope {
        case .any: return ("*", .group)
        case .group(let group): return machine.groups.indices.contains(group) ? (machine.groups[group].name, .group) : nil
        case .state(let state): return machine.states.indices.contains(state) ? (machine.states[state].name, .state) : nil
        case .list: return nil
        }
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
