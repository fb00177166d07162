extension Interpreter {
    /// Fires the `after` row `timer` in a machine with regions: only the region holding its source
    /// can be changed; its guard's `in(...)` reads the other regions as they are when it fires.
    public func step(from states: [RuntimeCase], after timer: Int, context: [RuntimeValue] = []) throws(Overflow) -> RegionStep {
        let unhandled = RegionStep(outcome: .unhandled, states: states, firedRows: states.map { _ in nil })
        let timedRows = machine.timedRows
        guard timedRows.indices.contains(timer),
            let source = machine.membership.candidateStates(of: timedRows[timer]).first,
            let region = machine.membership.region(ofState: source), states.indices.contains(region)
        else { return unhandled }
        var reading = self
        reading.regionReading = RegionReading(states: states, membership: machine.membership)
        let step = try reading.step(from: states[region], after: timer, context: context)
        var next = states
        next[region] = step.state
        var firedRows: [Int?] = states.map { _ in nil }
        firedRows[region] = step.firedRow
        return RegionStep(outcome: step.outcome, states: next, firedRows: firedRows)
    }
}
