/// Plans the scenarios of a machine: a shortest walk to every row, stale-result races and
/// duplicate callbacks for the rows that tie an event to the state by a repeated name.
///
/// Every step's outcome and state is what ``Interpreter`` says, so the scenarios follow
/// whatever semantics the interpreter has, and never what the generated reducer does.
public enum ScenarioPlanner {
    public static func plan(for machine: Machine) -> ScenarioPlan {
        let interpreter = Interpreter(machine)
        let reached = shortestFirings(machine, interpreter)
        var scenarios = paths(machine, reached)
        var skipped: [String] = []
        for row in machine.rows {
            guard let firing = reached[row.index], let tie = TiedName(row: row) else { continue }
            let races = RaceScenarios(machine: machine, walker: firing.walker, row: row, tie: tie)
            if let stale = races.staleResult(after: firing.before) {
                scenarios.append(stale)
            } else {
                skipped.append(races.whyNoStaleResult)
            }
            if row.isTransition, let duplicate = races.duplicate(after: firing.after) { scenarios.append(duplicate) }
        }
        return ScenarioPlan(scenarios: ScenarioTitles.disambiguated(scenarios, machine: machine), skipped: skipped)
    }

    /// How a row was first reached: the walker (and so the context) that reached it, the
    /// node before the firing step and the node after it.
    struct Firing {
        let walker: Walker
        let before: Walker.Node
        let after: Walker.Node
    }

    /// For each row, its first firing in breadth-first order from the initial state. The
    /// first context is made of fresh samples; rows it cannot reach (a guard on the
    /// context) are tried with the contexts of the transition table's cases.
    static func shortestFirings(_ machine: Machine, _ interpreter: Interpreter) -> [Int: Firing] {
        var values = WalkValues()
        let baseContext = (machine.context ?? []).map { values.fresh($0.type) }
        var reached: [Int: Firing] = [:]
        var contexts = [baseContext]
        var triedTable = false
        while let context = contexts.first {
            contexts.removeFirst()
            explore(machine, interpreter, context: context, values: values, into: &reached)
            if reached.count < machine.rows.count, !triedTable {
                triedTable = true
                var seen: Set<[RuntimeValue]> = [baseContext]
                contexts += TransitionTable.cases(for: machine).map(\.context).filter { seen.insert($0).inserted }
            }
        }
        return reached
    }

    private static func explore(
        _ machine: Machine, _ interpreter: Interpreter, context: [RuntimeValue], values: WalkValues,
        into reached: inout [Int: Firing]
    ) {
        var values = values
        let walker = Walker(machine: machine, interpreter: interpreter, context: context)
        let declaration = machine.states[machine.initial.state]
        let initialValues = machine.initial.arguments.map { $0.map(RuntimeValue.init) }
            ?? declaration.parameters.map { values.fresh($0.type) }
        let initial = RuntimeCase(machine.initial.state, initialValues)
        let root = Walker.Node(start: initial, state: initial, values: values, steps: [])
        walker.breadthFirst(from: root) { node, row, next in
            if reached[row.index] == nil { reached[row.index] = Firing(walker: walker, before: node, after: next) }
            return reached.count == machine.rows.count
        }
    }

    /// One walk per row, in row order, dropping a walk that is the start of a longer one.
    static func paths(_ machine: Machine, _ reached: [Int: Firing]) -> [Scenario] {
        let walks = machine.rows.compactMap { row in reached[row.index].map { (row, $0) } }
        return walks.compactMap { row, firing in
            let steps = firing.after.steps
            let extended = walks.contains { _, other in
                other.walker.context == firing.walker.context && other.after.steps.count > steps.count
                    && Array(other.after.steps.prefix(steps.count)) == steps
            }
            guard !extended else { return nil }
            return Scenario(
                kind: .path(line: row.line), title: ScenarioTitles.walk(firing.after, machine: machine),
                start: firing.after.start, context: firing.walker.context, steps: steps)
        }
    }
}
