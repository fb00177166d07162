/// Walks a machine from state to state with the reference interpreter: finds an event
/// that makes a given row fire, and explores breadth first so the first walk found to
/// anywhere is a shortest one. A machine with regions is walked over its whole state, one
/// case per region, each step by the interpreter's region step; one without is one region.
struct Walker {
    let machine: Machine
    let interpreter: Interpreter
    let context: [RuntimeValue]
    /// States a breadth-first search may expand; fresh values make new states without
    /// end, so the search stops here and large machines merely get fewer scenarios (every
    /// node holds its whole walk, so the cost grows with the budget times the depth). See
    /// ``defaultBudget(for:)``.
    var nodeBudget: Int
    /// With regions, what all the walks of one plan may still search; `nil` without regions.
    let budget: RegionWalkBudget?

    /// Where a walk stands: the state, the values handed out so far and the steps taken.
    struct Node {
        /// The state the walk started from, one case per region.
        var start: [RuntimeCase]
        /// One case per region, in declaration order; the one state without regions.
        var states: [RuntimeCase]
        var values: WalkValues
        /// This node's place in the search tree, shared by every walk through it; it holds the
        /// walk's steps, so a step taken costs one link rather than a copy of the walk.
        var trail = Trail(parent: nil, step: nil)

        /// The steps taken from `start`, first to last.
        var steps: [ScenarioStep] { trail.steps }
        /// The step that led here; `nil` at the walk's start.
        var lastStep: ScenarioStep? { trail.step }
        /// How many steps the walk took.
        var depth: Int { trail.depth }

        /// The node after `step`, which led to `states` with `values` handed out.
        func taking(_ step: ScenarioStep, to states: [RuntimeCase], values: WalkValues) -> Node {
            Node(start: start, states: states, values: values, trail: Trail(parent: trail, step: step))
        }
    }

    /// A node of the search tree: a walk passes through another's end exactly when that
    /// end is one of its trail's ancestors, which is cheaper to ask than comparing steps.
    final class Trail {
        let parent: Trail?
        /// The step from the parent's end to this one; `nil` at the root.
        let step: ScenarioStep?
        let depth: Int

        init(parent: Trail?, step: ScenarioStep?) {
            self.parent = parent
            self.step = step
            depth = (parent?.depth ?? 0) + (step == nil ? 0 : 1)
        }

        /// The steps from the root to here, first to last.
        var steps: [ScenarioStep] {
            var steps: [ScenarioStep] = []
            steps.reserveCapacity(depth)
            var trail: Trail? = self
            while let current = trail, let step = current.step {
                steps.append(step)
                trail = current.parent
            }
            return steps.reversed()
        }
    }

    init(
        machine: Machine, interpreter: Interpreter, context: [RuntimeValue], nodeBudget: Int? = nil, budget: RegionWalkBudget? = nil
    ) {
        self.machine = machine
        self.interpreter = interpreter
        self.context = context
        self.nodeBudget = nodeBudget ?? Self.defaultBudget(for: machine)
        self.budget = budget
    }

    /// Four nodes per state of the product of the regions' states (a machine without regions is
    /// one), at least 64 and at most 1,000: a machine of many regions gets fewer scenarios,
    /// never a search without end.
    static func defaultBudget(for machine: Machine) -> Int {
        let product = machine.stateRegions.reduce(1) { min($0 * max($1.count, 1), 1_000) }
        return min(max(64, 4 * product), 1_000)
    }

    /// The node after sending an event that makes `row` fire at `node`, if one exists.
    /// The event starts from fresh values and tries the state's and context's values in
    /// their place, changing as few as it can.
    func fire(_ row: Row, at node: Node, note: String? = nil) -> Node? {
        guard let rowEvent = row.event else { return fireTimer(of: row, at: node, note: note) }
        var values = node.values
        let parameters = machine.events[rowEvent].parameters
        let start = RuntimeCase(rowEvent, parameters.map { values.fresh($0.type) })
        let held = heldValues(in: readable(by: row, in: node.states)) + parameters.enumerated().map { ($1.type, start.values[$0]) }
        let literals = RowSlots(row: row, machine: machine).comparedLiterals
        var alternatives: [Slot: [RuntimeValue]] = [:]
        for (index, parameter) in parameters.enumerated() {
            let compared = literals.filter { $0.0 == .event(index) }.map { RuntimeValue($0.1) }
            var seen: Set<RuntimeValue> = [start.values[index]]
            alternatives[.event(index)] = (values.alternatives(of: parameter.type, among: held) + compared).filter {
                seen.insert($0).inserted
            }
        }
        let search = InputSearch(atoms: parameters.indices.map(Slot.event), alternatives: alternatives, budget: 400)
        // The search varies the event only; the state stands for the whole state, read from `node`.
        let input = Input(state: node.states.first ?? start, event: start, context: context)
        guard let found = search.first(from: input, where: { fires(row, on: $0.event, at: node.states) }) else { return nil }
        let (event, handedOut) = renumbered(found.event, tried: start, at: node, firing: row) ?? (found.event, values)
        return send(event, at: node, values: handedOut, note: note)
    }

    /// The event with the fresh values it kept numbered from the walk's next sample, so a
    /// value tried and replaced leaves no gap (`uuid3` after `uuid2`, not `uuid4`); `nil`
    /// when renumbering would change what fires.
    private func renumbered(_ event: RuntimeCase, tried: RuntimeCase, at node: Node, firing row: Row) -> (RuntimeCase, WalkValues)? {
        var handedOut = node.values
        let parameters = machine.events[event.index].parameters
        let values = zip(parameters, zip(event.values, tried.values)).map { parameter, pair in
            pair.0 == pair.1 ? handedOut.fresh(parameter.type) : pair.0
        }
        let renumbered = RuntimeCase(event.index, values)
        guard fires(row, on: renumbered, at: node.states) else { return nil }
        return (renumbered, handedOut)
    }

    /// The node after sending `event` at `node`, whatever it does; `nil` when the generated
    /// reducer would trap there, which no scenario may expect.
    func send(_ event: RuntimeCase, at node: Node, values: WalkValues? = nil, note: String? = nil) -> Node? {
        guard let result = step(from: node.states, on: event) else { return nil }
        let taken = ScenarioStep(
            input: .event(event), outcome: result.outcome, next: result.states, firedLines: result.firedRows.map { machine.rows[$0].line },
            note: note)
        return node.taking(taken, to: result.states, values: values ?? node.values)
    }

    /// Explores every row that can fire, nearest states first, calling `visit` with the
    /// node, the row and the node after it fired, until `visit` returns true.
    func breadthFirst(from root: Node, _ visit: (Node, Row, Node) -> Bool) {
        var queue = [root]
        var seen: Set<[RuntimeCase]> = [root.states]
        var head = 0
        while head < queue.count, head < nodeBudget {
            let node = queue[head]
            head += 1
            let rows = candidates(at: node.states)
            // Trying a row steps every region; a search that cannot pay for a node stops there.
            if let budget, !budget.take((rows.count + machine.timedRows.count) * node.states.count) { return }
            for row in rows + machine.timedRows {
                guard let next = fire(row, at: node) else { continue }
                if visit(node, row, next) { return }
                if seen.insert(next.states).inserted { queue.append(next) }
            }
        }
    }

    /// The rows that take part at `states`, events in declaration order, then regions in
    /// declaration order. Asked by the events each state handles, not every event in every
    /// region: with an event per region that would cost the square of the regions per node.
    private func candidates(at states: [RuntimeCase]) -> [Row] {
        var found: [(event: Int, region: Int, rows: [Row])] = []
        for (region, state) in states.enumerated() {
            for event in interpreter.handledEvents(in: state.index) {
                found.append((event, region, interpreter.candidates(state: state.index, event: event)))
            }
        }
        return found.sorted { ($0.event, $0.region) < ($1.event, $1.region) }.flatMap(\.rows)
    }

    /// The states whose values a row can compare with: its own region's and those its
    /// `in(...)` tests read. Offering every region's values would make each search grow with
    /// the number of regions, and a machine of many regions slow to plan.
    private func readable(by row: Row, in states: [RuntimeCase]) -> [RuntimeCase] {
        let read = Set([region(of: row)] + (row.guardExpression?.regionTests ?? []).map(\.test.region))
        return states.indices.filter(read.contains).map { states[$0] }
    }

    /// What the states and the context hold, each with its type.
    private func heldValues(in states: [RuntimeCase]) -> [(SwiftType, RuntimeValue)] {
        let stateValues = states.flatMap { state in Array(zip(machine.states[state.index].parameters.map(\.type), state.values)) }
        let contextTypes = (machine.context ?? []).map(\.type)
        return stateValues + Array(zip(contextTypes, context))
    }
}
