/// With regions, walks to the events that fire rows in several regions at once where their
/// effects meet. Only there does the order of one event's effects show (every region's
/// exits, regions in reverse declaration order; the rows' own; the entries, regions in
/// declaration order), and the shortest walk to each row rarely goes there: a reset of every
/// region fires first from the initial state, where nothing is left or entered with effects.
enum TogetherScenarios {
    /// One walk per set of rows fired together, the first found breadth first (within
    /// ``Walker/defaultBudget(for:)`` states) whose step yields two effects or more.
    static func scenarios(_ machine: Machine, _ interpreter: Interpreter) -> [Scenario] {
        guard machine.hasRegions else { return [] }
        let (context, values) = ScenarioPlanner.baseSamples(machine)
        let walker = Walker(machine: machine, interpreter: interpreter, context: context)
        var found: [Scenario] = []
        var fired: Set<[Int]> = []
        walker.breadthFirst(from: ScenarioPlanner.root(machine, values: values)) { _, _, next in
            guard let step = next.steps.last, step.firedLines.count > 1, step.outcome.effectCount > 1,
                fired.insert(step.firedLines).inserted
            else { return false }
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
