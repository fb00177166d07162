/// Builds the table of a machine with regions. Each region's states meet every event as an
/// ordinary machine's do (``TransitionTable``'s inputs) while every other region stands in
/// its initial state; each `in(...)` guard adds the cases with the region it reads in the state
/// it names (the guard can hold), the row's firing input with that region back in its initial
/// state (the guard fails), and, where the test compares a name, with the named state holding
/// a different value. Outcomes and next states come from the interpreter's region step, so an
/// event that fires rows in two regions is a case with the effects combined.
///
/// One representative state per other region rather than every combination keeps the table
/// linear in the regions: a reducer mixing up regions still fails the cases above.
public enum RegionTable {
    public static func plan(for machine: Machine) -> RegionTablePlan {
        guard machine.hasRegions else { return .empty }
        let builder = RegionTableBuilder(machine: machine)
        let (events, bound) = builder.eventCases()
        var plan = RegionTablePlan(events: events, timers: builder.timerCases())
        plan.bound = bound
        return plan
    }
}

struct RegionTableBuilder {
    let machine: Machine
    let interpreter: Interpreter
    /// Per region, where it stands while another region's rows are tried: its initial state.
    let representatives: [RuntimeCase]

    init(machine: Machine) {
        self.machine = machine
        interpreter = Interpreter(machine)
        representatives = machine.regionInitials.map { Self.base(of: $0.state, in: machine) }
    }

    /// The state with the table's default sample values.
    static func base(of state: Int, in machine: Machine) -> RuntimeCase {
        InputSpace(machine: machine, timerIn: state).base.state
    }

    /// The event cases, within ``RegionTableBound/spellingBudget``, and the bound that applied.
    func eventCases() -> ([RegionCase], RegionTableBound?) {
        let (ownEventsOnly, caseLimit) = RegionTableBound.limits(machine)
        let ownEvents = ownEventsOnly ? RegionTableBound.ownEvents(of: machine) : []
        var collector = RegionCaseCollector()
        var pairsLeftOut = 0
        for (region, states) in machine.statesByRegion.enumerated() {
            let events = ownEventsOnly ? (ownEvents.indices.contains(region) ? ownEvents[region] : []) : Array(machine.events.indices)
            for state in states {
                for event in events {
                    guard collector.keys.count < caseLimit else {
                        pairsLeftOut += 1
                        continue
                    }
                    for (others, input, reason) in inputs(region: region, state: state, event: event) {
                        var states = others
                        states[region] = input.state
                        collector.add(states, .event(input.event), input.context, source: input.state.index, reason)
                    }
                }
            }
        }
        let bound = ownEventsOnly ? RegionTableBound(pairsLeftOut: pairsLeftOut) : nil
        return (sortedCases(collector), bound)
    }

    private func sortedCases(_ collector: RegionCaseCollector) -> [RegionCase] {
        let order = machine.statesByRegion.flatMap { $0 }
        let positions = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
        let rank = { (state: Int) in positions[state] ?? order.count }
        let eventOf = { (trigger: RegionCase.Trigger) -> Int in if case .event(let event) = trigger { event.index } else { 0 } }
        let sorted = collector.keys.enumerated().sorted { left, right in
            (rank(left.element.source), eventOf(left.element.trigger), left.offset)
                < (rank(right.element.source), eventOf(right.element.trigger), right.offset)
        }
        return sorted.compactMap { _, key in
            guard case .event(let event) = key.trigger else { return nil }
            return collector.regionCase(key, try? interpreter.step(from: key.states, on: event, context: key.context), machine)
        }
    }

    /// The inputs of one state of `region` and one event, each with the other regions' states.
    private func inputs(region: Int, state: Int, event: Int) -> [([RuntimeCase], Input, CaseReason)] {
        let pair = TransitionTable.pairCases(machine, reading(representatives), state: state, event: event)
        var inputs = (pair.primary + pair.replays).map { (representatives, $0.0, $0.1) }
        for row in interpreter.candidates(state: state, event: event) {
            for (test, _) in row.guardExpression?.regionTests ?? [] {
                guard let named = standing(in: test) else { continue }
                let holding = TransitionTable.pairCases(machine, reading(named), state: state, event: event)
                inputs += (holding.primary + holding.replays).map { (named, $0.0, $0.1) }
                for (input, reason) in holding.primary where reason.kind == .fires && reason.line == row.line {
                    inputs.append((representatives, input, CaseReason(line: row.line, kind: .guardFails)))
                    if let (differing, name) = differing(named, test) {
                        inputs.append((differing, input, CaseReason(line: row.line, kind: .repeatedName(name))))
                    }
                }
            }
        }
        return inputs
    }

    /// The interpreter reading the other regions' states in `in(...)`.
    func reading(_ states: [RuntimeCase]) -> Interpreter {
        var reading = interpreter
        reading.regionReading = RegionReading(states: states, membership: machine.membership)
        return reading
    }

    /// The representatives with the test's region in the state it names (a group's first state).
    func standing(in test: RegionTest) -> [RuntimeCase]? {
        guard machine.statesByRegion.indices.contains(test.region), representatives.indices.contains(test.region) else { return nil }
        let named: Int?
        switch test.target {
        case .state(let state, _): named = state
        case .group(let group):
            named = machine.statesByRegion[test.region].first { machine.membership.groups(containing: $0).contains(group) }
        }
        guard let named else { return nil }
        var states = representatives
        states[test.region] = Self.base(of: named, in: machine)
        return states
    }

    /// `states` with the value each compared name reads in the test's state replaced by another.
    private func differing(_ states: [RuntimeCase], _ test: RegionTest) -> ([RuntimeCase], String)? {
        guard case .state(let target, let patterns?) = test.target, let name = test.comparedNames.first else { return nil }
        let parameters = machine.states[target].parameters
        var values = states[test.region].values
        for (position, pattern) in patterns.enumerated() {
            guard case .same = pattern, values.indices.contains(position), parameters.indices.contains(position) else { continue }
            let type = parameters[position].type
            let current = values[position]
            guard let other = (0..<4).lazy.compactMap({ Samples.sample(of: type, at: $0) }).first(where: { $0 != current }) else {
                return nil
            }
            values[position] = other
        }
        var differing = states
        differing[test.region] = RuntimeCase(target, values)
        return (differing, name)
    }
}
