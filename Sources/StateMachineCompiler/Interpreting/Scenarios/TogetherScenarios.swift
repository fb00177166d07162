/// With regions, walks to the events that fire rows in several regions at once, where their
/// effects meet and where each of those regions moves. Only where effects meet does the order
/// of one event's effects show (every region's exits, regions in reverse declaration order; the
/// rows' own; the entries, regions in declaration order), and only where each region moves does
/// a reducer that drops one region's row fail; the shortest walk to each row rarely goes there:
/// a reset of every region fires first from the initial state, which moves nothing.
enum TogetherScenarios {
    /// For each set of rows fired together, the first walk found breadth first (within
    /// ``Walker/defaultBudget(for:)`` states, at most ``RaceScenarios/nodeBudget``) whose step yields two effects or more, and the
    /// first that changes the state of every region that fired; one walk when it is both.
    static func scenarios(_ machine: Machine, _ interpreter: Interpreter, budget: RegionWalkBudget?) -> [Scenario] {
        guard machine.hasRegions else { return [] }
        let (context, values) = ScenarioPlanner.baseSamples(machine)
        // It searches to the end of its budget, not to a first find: a race's budget, not the paths'.
        let nodes = min(Walker.defaultBudget(for: machine), RaceScenarios.nodeBudget)
        let walker = Walker(machine: machine, interpreter: interpreter, context: context, nodeBudget: nodes, budget: budget)
        var found: [Scenario] = []
        var meeting: Set<[Int]> = []
        var moving: Set<[Int]> = []
        guard let root = ScenarioPlanner.root(machine, interpreter, context: context, values: values) else { return [] }
        walker.breadthFirst(from: root) { node, _, next in
            guard let step = next.lastStep, step.firedLines.count > 1 else { return false }
            let changed = zip(node.states, next.states).filter { $0 != $1 }.count
            let meets = step.outcome.effectCount > 1 && meeting.insert(step.firedLines).inserted
            let moves = changed == step.firedLines.count && moving.insert(step.firedLines).inserted
            guard meets || moves else { return false }
            found.append(
                Scenario(
                    kind: .together(lines: step.firedLines), title: ScenarioTitles.walk(next, machine: machine), start: next.start,
                    context: context, steps: next.steps))
            return false
        }
        return found
    }
}

extension RuntimeOutcome {
    /// How many effects the outcome carries.
    fileprivate var effectCount: Int {
        switch self {
        case .transitioned(let effects), .updated(let effects): effects.count
        case .ignored, .rejected, .unhandled: 0
        }
    }
}
