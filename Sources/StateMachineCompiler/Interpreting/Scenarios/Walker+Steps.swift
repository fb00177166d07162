/// One step of a walk over the whole state, by the interpreter's step over every region (a
/// machine without regions is one).
extension Walker {
    /// What one event or timer did: the outcome, the state after it and the rows that fired,
    /// regions in declaration order.
    struct Taken {
        let outcome: RuntimeOutcome
        let states: [RuntimeCase]
        /// Each region's fired row, `nil` where none did: kept as the interpreter gives it, since
        /// most steps a search takes are only asked whether one row fired.
        let firedRowSlots: [Int?]

        /// The rows that fired, regions in declaration order.
        var firedRows: [Int] { firedRowSlots.compactMap { $0 } }

        func fired(_ row: Int) -> Bool { firedRowSlots.contains(row) }
    }

    /// The step `event` takes from `states`; `nil` where the generated reducer would trap.
    func step(from states: [RuntimeCase], on event: RuntimeCase) -> Taken? {
        guard let step = try? interpreter.step(from: states, on: event, context: context) else { return nil }
        return Taken(outcome: step.outcome, states: step.states, firedRowSlots: step.firedRows)
    }

    /// The step the timer at `timer` of ``Machine/timedRows`` takes from `states`; `nil` where the
    /// generated reducer would trap.
    func step(from states: [RuntimeCase], after timer: Int) -> Taken? {
        guard let step = try? interpreter.step(from: states, after: timer, context: context) else { return nil }
        return Taken(outcome: step.outcome, states: step.states, firedRowSlots: step.firedRows)
    }

    /// Whether `event` sent in `states` fires `row` (in its region; another region may fire too).
    func fires(_ row: Row, on event: RuntimeCase, at states: [RuntimeCase]) -> Bool {
        step(from: states, on: event)?.fired(row.index) == true
    }

    /// The position in a walk's states of the region holding `row`'s source: 0 without regions.
    func region(of row: Row) -> Int {
        machine.membership.region(of: row.source) ?? 0
    }
}
