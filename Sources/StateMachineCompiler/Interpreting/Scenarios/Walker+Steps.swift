/// One step of a walk over the whole state. A machine with regions steps by the interpreter's
/// region step (every region chooses against the state before the event, effects in SCXML's
/// order); one without is a single region and steps as the transition table's cases do.
extension Walker {
    /// What one event or timer did: the outcome, the state after it and the rows that fired,
    /// regions in declaration order.
    struct Taken {
        let outcome: RuntimeOutcome
        let states: [RuntimeCase]
        let firedRows: [Int]
    }

    /// The step `event` takes from `states`; `nil` where the generated reducer would trap.
    func step(from states: [RuntimeCase], on event: RuntimeCase) -> Taken? {
        guard machine.hasRegions else {
            guard states.count == 1, let state = states.first,
                let step = interpreter.safeStep(on: Input(state: state, event: event, context: context))
            else { return nil }
            return Taken(outcome: step.outcome, states: [step.state], firedRows: step.firedRow.map { [$0] } ?? [])
        }
        guard let step = try? interpreter.step(from: states, on: event, context: context) else { return nil }
        return Taken(outcome: step.outcome, states: step.states, firedRows: step.firedRows.compactMap { $0 })
    }

    /// The step the timer at `timer` of ``Machine/timedRows`` takes from `states`; `nil` where the
    /// generated reducer would trap.
    func step(from states: [RuntimeCase], after timer: Int) -> Taken? {
        guard machine.hasRegions else {
            guard states.count == 1, let state = states.first,
                let step = try? interpreter.step(from: state, after: timer, context: context)
            else { return nil }
            return Taken(outcome: step.outcome, states: [step.state], firedRows: step.firedRow.map { [$0] } ?? [])
        }
        guard let step = try? interpreter.step(from: states, after: timer, context: context) else { return nil }
        return Taken(outcome: step.outcome, states: step.states, firedRows: step.firedRows.compactMap { $0 })
    }

    /// Whether `event` sent in `states` fires `row` (in its region; another region may fire too).
    func fires(_ row: Row, on event: RuntimeCase, at states: [RuntimeCase]) -> Bool {
        step(from: states, on: event)?.firedRows.contains(row.index) == true
    }

    /// The position in a walk's states of the region holding `row`'s source: 0 without regions.
    func region(of row: Row) -> Int {
        machine.membership.region(of: row.source) ?? 0
    }
}
