extension Interpreter {
    /// Fires the `after` row `timer` (its position in ``Machine/timedRows``, as the generated
    /// `Timer` enum lists it) in `state`, as the generated `reduce(_:after:)` does: the row
    /// applies if `state` is one of its sources (for `*`, any non-final state) and its
    /// patterns and guard hold now; it is `.rejected` when they do not, and `.unhandled` in
    /// any other state. Throws where the generated reducer traps.
    public func step(from state: RuntimeCase, after timer: Int, context: [RuntimeValue] = []) throws(Overflow) -> Step {
        let timedRows = machine.timedRows
        guard timedRows.indices.contains(timer) else { return Step(outcome: .unhandled, state: state, firedRow: nil) }
        let row = timedRows[timer]
        guard runs(row, in: state.index) else { return Step(outcome: .unhandled, state: state, firedRow: nil) }
        let fields = contextValues(context)
        guard let bindings = try bindings(of: row.clause, in: state, event: nil, context: fields) else {
            return Step(outcome: .rejected, state: state, firedRow: nil)
        }
        return try fire(row, from: state, bindings: bindings, context: fields)
    }

    /// Whether the `after` row's timer runs in `state`: one of its sources, or for `*` any
    /// state but a final one.
    func runs(_ timedRow: Row, in state: Int) -> Bool {
        machine.membership.isCandidate(timedRow, in: state)
    }
}
