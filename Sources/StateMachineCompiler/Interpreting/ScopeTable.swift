/// One case of a machine's scope table: in `states` with `context`, the scopes
/// `scopes(of:context:)` must list, with their timers and activities.
public struct ScopeCase: Hashable, Sendable {
    /// One state per region, in region declaration order; a machine without regions has one.
    public let states: [RuntimeCase]
    /// One value per context field; empty when the spec has no context block.
    public let context: [RuntimeValue]
    public let scopes: [RuntimeScope]
}

/// The cases that check a runtime conformance's `scopes(of:context:)`: every state case with
/// distinct sample values, for a spec with `after` rows or `during` declarations (empty
/// otherwise). A `during` takes no guard or literal, so one state value shows each
/// activity and what it reads. In a machine with regions, the states ``VariedStates`` takes
/// (those in a scope with a timer or an activity), beside the other regions' initial states,
/// and every region's scopes, regions in declaration order. Expected scopes come from the
/// ``Interpreter``.
public enum ScopeTable {
    public static func cases(for machine: Machine) -> [ScopeCase] {
        guard machine.hasTimedWork else { return [] }
        let interpreter = Interpreter(machine)
        let varied = VariedStates(machine) { state in
            (try? interpreter.scopes(of: InputSpace(machine: machine, timerIn: state).base.state))?.isEmpty == false
        }
        var cases: [ScopeCase] = []
        // Each region's initial state is also where it stands while the others vary: one case.
        var seen: Set<[RuntimeCase]> = []
        for (region, state) in varied.states {
            let base = InputSpace(machine: machine, timerIn: state).base
            let configuration = varied.configuration(region, base.state)
            guard seen.insert(configuration).inserted,
                // A state whose activities overflow would trap in the generated test.
                let scopes = try? configuration.flatMap({ try interpreter.scopes(of: $0, context: base.context) })
            else { continue }
            cases.append(ScopeCase(states: configuration, context: base.context, scopes: scopes))
        }
        return cases
    }
}
