/// One case of a machine's scope table: in `state` with `context`, the scopes
/// `scopes(of:context:)` must list, with their timers and activities.
public struct ScopeCase: Hashable, Sendable {
    public let state: RuntimeCase
    /// One value per context field; empty when the spec has no context block.
    public let context: [RuntimeValue]
    public let scopes: [RuntimeScope]
}

/// The cases that check a runtime conformance's `scopes(of:context:)`: every state case with
/// distinct sample values, for a spec with `after` rows or `during` declarations (empty
/// otherwise). A `during` takes no guard or literal, so one state value shows each
/// activity and what it reads. Expected scopes come from the ``Interpreter``.
public enum ScopeTable {
    public static func cases(for machine: Machine) -> [ScopeCase] {
        guard machine.hasTimedWork else { return [] }
        let interpreter = Interpreter(machine)
        return machine.states.indices.compactMap { state in
            let base = InputSpace(machine: machine, timerIn: state).base
            // A state whose activities overflow would trap in the generated test.
            guard let scopes = try? interpreter.scopes(of: base.state, context: base.context) else { return nil }
            return ScopeCase(state: base.state, context: base.context, scopes: scopes)
        }
    }
}
