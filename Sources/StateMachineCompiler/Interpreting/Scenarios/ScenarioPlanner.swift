/// Plans the scenarios of a machine: a shortest walk to every row, stale-result races and
/// duplicate callbacks for the rows that tie an event to the state by a repeated name.
///
/// Every step's outcome and state is what ``Interpreter`` says, so the scenarios follow
/// whatever semantics the interpreter has, and never what the generated reducer does. A
/// machine with regions is walked over its whole state (one case per region) by the
/// interpreter's region step, within ``Walker/defaultBudget(for:)`` states of that product.
public enum ScenarioPlanner {
    /// Steps all scenarios of one machine may take together. Walks in a large machine are
    /// long and there is one per row, so past this the rest are counted, not written.
    public static let stepLimit = 5_000

    /// The scenarios; `table` and `timers` are the machine's transition and timer tables (with
    /// regions, `regionTable`), whose contexts reach rows that a guard on the context keeps from
    /// firing under fresh samples.
    public static func plan(
        for machine: Machine, table: TransitionTablePlan, timers: [TimerCase] = [], regionTable: RegionTablePlan = .empty
    ) -> ScenarioPlan {
        let interpreter = Interpreter(machine)
        let contexts =
            table.cases.map(\.context) + timers.map(\.context) + regionTable.events.map(\.context) + regionTable.timers.map(\.context)
        let budget = machine.hasRegions ? RegionWalkBudget() : nil
        let reached = shortestFirings(machine, interpreter, contexts: contexts, budget: budget)
        var scenarios = ScenarioList(regions: machine.regions.count)
        for path in paths(machine, reached) { scenarios.admit(path) }
        var skipped: [String] = []
        for row in machine.rows {
            guard let firing = reached[row.index], let tie = TiedName(row: row, ownRegion: firing.walker.region(of: row)) else { continue }
            guard !scenarios.isFull else {
                scenarios.omitted += row.leadsSomewhere ? 2 : 1
                continue
            }
            let races = RaceScenarios(machine: machine, walker: firing.walker, row: row, tie: tie)
            if let stale = races.staleResult(after: firing.before) {
                scenarios.admit(stale)
            } else {
                skipped.append(races.whyNoStaleResult)
            }
            if row.leadsSomewhere, let duplicate = races.duplicate(after: firing.after) { scenarios.admit(duplicate) }
        }
        for row in machine.timedRows {
            guard let firing = reached[row.index], !scenarios.isFull else { continue }
            if let race = TimerRace(machine: machine, walker: firing.walker, row: row).scenario(from: firing.before) {
                scenarios.admit(race)
            }
        }
        for together in TogetherScenarios.scenarios(machine, interpreter, budget: budget) where !scenarios.isFull {
            scenarios.admit(together)
        }
        let unreached = walkedRows(machine).filter { reached[$0.index] == nil }.map(\.line)
        return ScenarioPlan(
            scenarios: ScenarioTitles.disambiguated(scenarios.written, machine: machine), skipped: skipped,
            omitted: scenarios.omitted, unreached: unreached, overflowOnly: table.overflowOnly.filter(unreached.contains),
            walksCut: budget?.isSpent ?? false, spellingCut: scenarios.spellingCut)
    }

    /// The rows walks aim at: every row, an `after` row reached by its timer firing. An `always`
    /// or `done` row is taken inside the steps that lead to its source, never by an input of its
    /// own; the `always` table checks each (``EventlessTable``).
    static func walkedRows(_ machine: Machine) -> [Row] {
        machine.rows.filter { !$0.isEventless }
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
    /// context, or an earlier timer that a guard on the context lets act first) are tried
    /// with the contexts of the tables' cases.
    static func shortestFirings(
        _ machine: Machine, _ interpreter: Interpreter, contexts tableContexts: [[RuntimeValue]], budget: RegionWalkBudget?
    ) -> [Int: Firing] {
        let (baseContext, values) = baseSamples(machine)
        var reached: [Int: Firing] = [:]
        var contexts = [baseContext]
        var triedTable = false
        while let context = contexts.first {
            contexts.removeFirst()
            explore(machine, interpreter, context: context, values: values, budget: budget, into: &reached)
            // Only a guard on the context can keep a row from firing in a reachable state
            // under one context and not another; the table's contexts are worth a try then.
            let guardedRowMissed = walkedRows(machine).contains {
                reached[$0.index] == nil && ($0.guardExpression != nil || $0.delay != nil)
            }
            if machine.context != nil, guardedRowMissed, !triedTable {
                triedTable = true
                var seen: Set<[RuntimeValue]> = [baseContext]
                contexts += tableContexts.filter { seen.insert($0).inserted }
            }
        }
        return reached
    }

    /// The first context, made of fresh samples, and the values the walks hand out after it.
    static func baseSamples(_ machine: Machine) -> (context: [RuntimeValue], values: WalkValues) {
        var values = WalkValues()
        let context = (machine.context ?? []).map { values.fresh($0.type) }
        return (context, values)
    }

    /// The walk that has not started: the initial state (one per region, in declaration order),
    /// payloads written in `initial` or fresh, moved on by the `always` rows that hold there under
    /// `context`, as a store started in it is; `nil` when they do not settle (the store traps).
    static func root(_ machine: Machine, _ interpreter: Interpreter, context: [RuntimeValue], values: WalkValues) -> Walker.Node? {
        var values = values
        let initial = machine.initials.map { initial in
            RuntimeCase(
                initial.state,
                initial.arguments.map { $0.map(RuntimeValue.init) }
                    ?? machine.states[initial.state].parameters.map { values.fresh($0.type) })
        }
        guard machine.hasEventlessRows else { return Walker.Node(start: initial, states: initial, values: values) }
        guard let started = try? interpreter.start(initial, context: context).states else { return nil }
        return Walker.Node(start: started, states: started, values: values)
    }

    private static func explore(
        _ machine: Machine, _ interpreter: Interpreter, context: [RuntimeValue], values: WalkValues, budget: RegionWalkBudget?,
        into reached: inout [Int: Firing]
    ) {
        let rowCount = walkedRows(machine).count
        let walker = Walker(machine: machine, interpreter: interpreter, context: context, budget: budget)
        guard let root = root(machine, interpreter, context: context, values: values) else { return }
        walker.breadthFirst(from: root) { node, row, next in
            if reached[row.index] == nil { reached[row.index] = Firing(walker: walker, before: node, after: next) }
            return reached.count == rowCount
        }
    }

    /// One walk per row, in row order, dropping a walk that is the start of a longer one.
    static func paths(_ machine: Machine, _ reached: [Int: Firing]) -> [Scenario] {
        let walks = machine.rows.compactMap { row in reached[row.index].map { (row, $0) } }
        // Every node some walk passes through before its end; walks share their starts.
        var passed: Set<ObjectIdentifier> = []
        for (_, firing) in walks {
            var trail = firing.after.trail.parent
            while let node = trail, passed.insert(ObjectIdentifier(node)).inserted {
                trail = node.parent
            }
        }
        return walks.compactMap { row, firing in
            guard !passed.contains(ObjectIdentifier(firing.after.trail)) else { return nil }
            return Scenario(
                kind: .path(line: row.line), title: ScenarioTitles.walk(firing.after, machine: machine),
                start: firing.after.start, context: firing.walker.context, steps: firing.after.steps)
        }
    }
}
