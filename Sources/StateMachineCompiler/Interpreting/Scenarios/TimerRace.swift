/// The stale-timer race of one `after` row: the machine leaves the row's source and comes
/// back before the first visit's timer would fire. The reducer cannot tell two visits'
/// timers apart, so the scenario shows what it can: the earlier timer, fired while the
/// machine is outside the source, changes nothing, and the timer of the new visit fires
/// the row. That the earlier timer never reaches the new visit is the store's part: it
/// cancels a state's timers when the machine leaves it.
struct TimerRace {
    let machine: Machine
    let walker: Walker
    let row: Row

    /// From `before`, a node in the row's source: the shortest walk out and back in that
    /// does not fire the row's own timer on the way, with the stale timer fired at the first
    /// state outside. `nil` when no such walk exists within ``RaceScenarios/nodeBudget``.
    func scenario(from before: Walker.Node) -> Scenario? {
        guard let timer = machine.timedRows.firstIndex(where: { $0.index == row.index }) else { return nil }
        let search = Walker(
            machine: machine, interpreter: walker.interpreter, context: walker.context, nodeBudget: RaceScenarios.nodeBudget,
            budget: walker.budget)
        let depth = before.depth
        var found: Walker.Node?
        search.breadthFirst(from: before) { _, _, next in
            let later = next.steps.dropFirst(depth)
            guard isInSource(next.states), later.contains(where: { !isInSource($0.next) }),
                !later.contains(where: { $0.input == .timer(timer) }), search.fire(row, at: next) != nil
            else { return false }
            found = next
            return true
        }
        guard let back = found else { return nil }
        var node = before
        var staleFired = false
        for step in back.steps.dropFirst(depth) {
            guard let next = replay(step.input, at: node) else { return nil }
            node = next
            guard !staleFired, !isInSource(node.states) else { continue }
            let note = "stale: the timer of the earlier visit to \(sourceName)"
            guard let stale = walker.sendTimer(timer, at: node, note: note), stale.lastStep?.outcome == .unhandled else { return nil }
            node = stale
            staleFired = true
        }
        guard let current = walker.fire(row, at: node, note: "the timer of this visit") else { return nil }
        return Scenario(
            kind: .staleTimer(line: row.line), title: ScenarioTitles.walk(current, machine: machine), start: current.start,
            context: walker.context, steps: current.steps)
    }

    private func replay(_ input: ScenarioInput, at node: Walker.Node) -> Walker.Node? {
        switch input {
        case .event(let event): return walker.send(event, at: node)
        case .timer(let timer): return walker.sendTimer(timer, at: node)
        }
    }

    /// Whether the region of the row's source is in it.
    private func isInSource(_ states: [RuntimeCase]) -> Bool {
        let region = walker.region(of: row)
        return states.indices.contains(region) && machine.membership.isCandidate(row, in: states[region].index)
    }

    private var sourceName: String {
        machine.specText(sourceOf: row)
    }
}
