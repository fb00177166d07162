extension Interpreter {
    /// Fires the `after` row `timer` in `state`, the state of the timer's region: a machine's
    /// only region, or one region's cell (see ``step(from:after:context:)`` over every region).
    public func step(from state: RuntimeCase, after timer: Int, context: [RuntimeValue] = []) throws(Overflow) -> Step {
        Step(try step(from: [state], after: timer, inRegion: 0, context: context))
    }

    /// Whether the `after` row's timer runs in `state`: one of its sources, or for `*` any
    /// state but a final one.
    func runs(_ timedRow: Row, in state: Int) -> Bool {
        machine.membership.isCandidate(timedRow, in: state)
    }
}
