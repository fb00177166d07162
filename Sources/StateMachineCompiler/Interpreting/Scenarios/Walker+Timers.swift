/// Time in a walk: events arrive at once, and a timer step is time passing until that
/// timer is due. A walk fires an `after` row's timer only where the row fires and no other
/// timer running in the state, due no later, would have changed anything first.
extension Walker {
    /// The node after the timer of the `after` row `row` fired at `node` and the row fired;
    /// `nil` when it does not fire there, or another timer would have acted first.
    func fireTimer(of row: Row, at node: Node, note: String? = nil) -> Node? {
        let timedRows = machine.timedRows
        guard let timer = timedRows.firstIndex(where: { $0.index == row.index }), let delay = row.delay,
            step(from: node.states, after: timer)?.fired(row.index) == true
        else { return nil }
        let actsFirst = timedRows.indices.contains { other in
            guard other != timer, let otherDelay = timedRows[other].delay else { return false }
            return !isDue(delay, before: otherDelay)
                && step(from: node.states, after: other)?.firedRowSlots.contains { $0 != nil } == true
        }
        guard !actsFirst else { return nil }
        return sendTimer(timer, at: node, note: note)
    }

    /// The node after the timer at `timer` of ``Machine/timedRows`` fired at `node`, whatever
    /// it did; `nil` when the generated reducer would trap there.
    func sendTimer(_ timer: Int, at node: Node, note: String? = nil) -> Node? {
        guard let result = step(from: node.states, after: timer) else { return nil }
        let taken = ScenarioStep(
            input: .timer(timer), outcome: result.outcome, next: result.states, firedLines: result.firedRows.map { machine.rows[$0].line },
            note: note)
        return node.taking(taken, to: result.states, values: node.values)
    }

    /// Whether a timer of `delay` is due strictly before one of `other` in this walk: a field's
    /// delay is the walk's sample of it; two delays it cannot compare are taken as due together.
    private func isDue(_ delay: Delay, before other: Delay) -> Bool {
        if let mine = milliseconds(of: delay), let theirs = milliseconds(of: other) { return mine < theirs }
        return delay.isNoLater(than: other) && !other.isNoLater(than: delay)
    }

    private func milliseconds(of delay: Delay) -> Int? {
        switch delay {
        case .literal(let amount, let unit): return amount * unit.milliseconds
        case .field(let name):
            guard let position = machine.context?.firstIndex(where: { $0.name == name }), context.indices.contains(position) else {
                return nil
            }
            return context[position].durationSampleMilliseconds
        }
    }
}
