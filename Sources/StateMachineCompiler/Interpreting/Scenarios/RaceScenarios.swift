/// The races of one row that ties its event to the state by a repeated name: its own
/// region's state, or, through an `in(...)`, another region's.
struct RaceScenarios {
    let machine: Machine
    let walker: Walker
    let row: Row
    let tie: TiedName

    /// Reach the row's state with one value of the name, move on to the same state with
    /// another, deliver the event carrying the first value, then the one carrying the
    /// second. `nil` when no walk leads back to the state with another value. With regions
    /// the state is the one of the tie's region: a refresh answered after a newer one started.
    func staleResult(after before: Walker.Node) -> Scenario? {
        guard before.states.indices.contains(tie.region), let firing = walker.fire(row, at: before),
            let staleEvent = firing.lastStep?.event
        else { return nil }
        let tied = before.states[tie.region]
        let earlier = tied.values[tie.statePosition]
        // Values handed out for the stale event stay taken: the later walk must not reuse them.
        var origin = before
        origin.values = firing.values
        var moved: Walker.Node?
        // One search per race, so a smaller budget than the search for paths.
        let search = Walker(
            machine: machine, interpreter: walker.interpreter, context: walker.context, nodeBudget: Self.nodeBudget, budget: walker.budget)
        var stale: Walker.Node?
        search.breadthFirst(from: origin) { _, _, next in
            guard next.states[tie.region].index == tied.index, next.states[tie.region].values[tie.statePosition] != earlier,
                search.fire(row, at: next) != nil,
                // A stale event that overflows would trap the generated test: look further.
                let late = walker.send(staleEvent, at: next, note: "stale: carries the \(tie.name) of the earlier \(stateName)")
            else { return false }
            moved = next
            stale = late
            return true
        }
        guard let moved, let stale else { return nil }
        var title = ScenarioTitles.walk(moved, machine: machine) + ", " + ScenarioTitles.effect(of: stale, machine: machine, as: .stale)
        var last = stale
        if let current = walker.fire(row, at: stale, note: "carries the current \(tie.name)") {
            title += ", " + ScenarioTitles.effect(of: current, machine: machine, as: .current)
            last = current
        }
        return Scenario(
            kind: .staleResult(line: row.line, name: tie.name), title: title, start: last.start,
            context: walker.context, steps: last.steps)
    }

    /// States one race's search may expand.
    static let nodeBudget = 256

    /// The sentence the scenarios file carries instead of a race it cannot stage.
    var whyNoStaleResult: String {
        "\(machine.specFileName):\(row.line): no walk (within \(Self.nodeBudget) states) leads back to \(stateName) "
            + "with another \(tie.name), so no result can arrive late there"
    }

    /// The event that fired the row, sent once more from the state it led to.
    func duplicate(after firing: Walker.Node) -> Scenario? {
        guard let event = firing.lastStep?.event,
            let again = walker.send(event, at: firing, note: "the same event again")
        else { return nil }
        let title = ScenarioTitles.walk(firing, machine: machine) + ", " + ScenarioTitles.effect(of: again, machine: machine, as: .again)
        return Scenario(kind: .duplicate(line: row.line), title: title, start: again.start, context: walker.context, steps: again.steps)
    }

    private var stateName: String {
        tie.state.map(machine.stateName) ?? "state"
    }
}
