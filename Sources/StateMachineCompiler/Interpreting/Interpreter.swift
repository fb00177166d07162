/// The spec's semantics of one event, run directly over the checked model.
///
/// It shares nothing with the Swift emitter on purpose: the generated tests expect what
/// this interpreter says, and the generated reducer must agree, so each checks the other.
public struct Interpreter: Sendable {
    public let machine: Machine
    /// Rows by state case and event case, and `*` rows by event case, each in written
    /// order, so finding the candidates does not scan every row of a large machine.
    private let stateRows: [StateAndEvent: [Row]]
    private let anyStateRows: [Int: [Row]]
    /// Per state, the events some row names it for (a `*` row's event for every state), ascending.
    private let eventsOfState: [Int: [Int]]
    let stateEffectsIndex: StateEffectsIndex
    /// Per state, its `always` rows in written order; empty for a machine without any.
    let eventlessRowsOfState: [Int: [Row]]
    /// The groups a history declaration remembers for; empty for a machine without history,
    /// whose steps then remember nothing.
    let rememberingGroups: Set<Int>
    /// What `in(...)` reads while the machine takes one event: every region's state before it.
    /// A step sets it from the states it is given, unless the caller already has (one region's
    /// cell run with the other regions standing elsewhere).
    var regionReading: RegionReading? = nil

    private struct StateAndEvent: Hashable {
        let state: Int
        let event: Int
    }

    public init(_ machine: Machine) {
        self.machine = machine
        var stateRows: [StateAndEvent: [Row]] = [:]
        var anyStateRows: [Int: [Row]] = [:]
        // Events only: an `after` row is a timer's, which no event reaches.
        for row in machine.rows {
            guard let event = row.event else { continue }
            guard row.source != .any else {
                anyStateRows[event, default: []].append(row)
                continue
            }
            for state in machine.membership.candidateStates(of: row) {
                stateRows[StateAndEvent(state: state, event: event), default: []].append(row)
            }
        }
        self.stateRows = stateRows
        self.anyStateRows = anyStateRows
        var eventsOfState: [Int: Set<Int>] = [:]
        for key in stateRows.keys { eventsOfState[key.state, default: []].insert(key.event) }
        let anyStateEvents = Set(anyStateRows.keys)
        self.eventsOfState = machine.states.indices.reduce(into: [:]) { found, state in
            found[state] = eventsOfState[state, default: []].union(anyStateEvents).sorted()
        }
        self.stateEffectsIndex = StateEffectsIndex(machine)
        var eventlessRowsOfState: [Int: [Row]] = [:]
        for row in machine.rows where row.isEventless {
            for state in machine.membership.candidateStates(of: row) { eventlessRowsOfState[state, default: []].append(row) }
        }
        self.eventlessRowsOfState = eventlessRowsOfState
        self.rememberingGroups = Set(machine.rememberingGroups)
    }

    /// What one event did: the outcome, the state after it and the row that fired.
    public struct Step: Hashable, Sendable {
        public let outcome: RuntimeOutcome
        public let state: RuntimeCase
        /// The index of the row that fired, `nil` when none did.
        public let firedRow: Int?
        /// What the groups with history remember after the step.
        public let remembered: RememberedStates

        /// The one region's part of a step over every region.
        init(_ step: RegionStep) {
            outcome = step.outcome
            state = step.states[0]
            firedRow = step.firedRows[0]
            remembered = step.remembered
        }
    }

    /// The rows that take part for a state case and an event case, in written order.
    /// Candidacy looks at case names only; `*` `->` rows sit out in final states.
    public func candidates(state: Int, event: Int) -> [Row] {
        let anyState = anyStateRows[event, default: []].filter { machine.membership.isCandidate($0, in: state) }
        let named = stateRows[StateAndEvent(state: state, event: event), default: []]
        if anyState.isEmpty { return named }
        return (named + anyState).sorted { $0.index < $1.index }
    }

    /// The events that have candidates in `state`, ascending (a `*` row's maybe none there).
    func handledEvents(in state: Int) -> [Int] {
        eventsOfState[state, default: []]
    }

    /// Sends `event` to `state`: a machine's only region, or one region's cell, with `in(...)`
    /// reading what ``regionReading`` holds. `context` holds one value per context field, in order. Throws where the generated reducer traps: a sum outside its type, in a
    /// guard tried or in what the firing row computes.
    public func step(from state: RuntimeCase, on event: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> Step {
        Step(try step(from: [state], remembering: RememberedStates(), on: event, context: context))
    }

    /// Sends `event` to the machine in `state` whose groups with history remember `remembered`.
    public func step(
        from state: RuntimeCase, remembering remembered: RememberedStates, on event: RuntimeCase, context: [RuntimeValue] = []
    ) throws(Overflow) -> Step {
        Step(try step(from: [state], remembering: remembered, on: event, context: context))
    }

    /// Whether `row` fires for these values, ignoring the rows before it; throws when its
    /// guard overflows.
    public func holds(_ row: Row, state: RuntimeCase, event: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> Bool {
        try bindings(of: row.clause, in: state, event: event, context: contextValues(context)) != nil
    }

    /// The names the clause binds from `state` and `event` when its literals, repeated names
    /// and guard all hold; `nil` when one does not. Every construct with a clause is run
    /// through here: a row in its source state, an entry or exit in the state entered or left.
    func bindings(
        of clause: Clause, in state: RuntimeCase, event: RuntimeCase?, context: [String: RuntimeValue]
    ) throws(Overflow) -> [String: RuntimeValue]? {
        var bindings: [String: RuntimeValue] = [:]
        for match in clause.matches {
            let values: [RuntimeValue]
            switch match.payload {
            case .state: values = state.values
            case .event:
                guard let event else { return nil }
                values = event.values
            }
            guard self.match(match.patterns, against: values, into: &bindings) else { return nil }
        }
        if let guardExpression = clause.guardExpression,
            try ConcreteGuardEvaluator(bindings: bindings, context: context, regions: regionReading).evaluate(guardExpression)
                != .bool(true)
        {
            return nil
        }
        return bindings
    }

    /// The clause's effects with their arguments worked out.
    func effects(of clause: Clause, _ bindings: [String: RuntimeValue], _ context: [String: RuntimeValue]) throws(Overflow) -> [RuntimeCase]
    {
        var effects: [RuntimeCase] = []
        for call in clause.effects {
            effects.append(RuntimeCase(call.effect, try resolve(call.arguments, bindings, context)))
        }
        return effects
    }

    func match(_ patterns: [Pattern], against values: [RuntimeValue], into bindings: inout [String: RuntimeValue]) -> Bool {
        guard patterns.count == values.count else { return false }
        for (pattern, value) in zip(patterns, values) {
            switch pattern {
            case .bind(let name): bindings[name] = value
            case .skip: continue
            case .same(let name): if bindings[name] != value { return false }
            case .literal(let literal): if RuntimeValue(literal) != value { return false }
            }
        }
        return true
    }

    func contextValues(_ values: [RuntimeValue]) -> [String: RuntimeValue] {
        var fields: [String: RuntimeValue] = [:]
        for (field, value) in zip(machine.context ?? [], values) {
            fields[field.name] = value
        }
        return fields
    }

    func resolve(_ values: [Value], _ bindings: [String: RuntimeValue], _ context: [String: RuntimeValue]) throws(Overflow)
        -> [RuntimeValue]
    {
        let evaluator = ConcreteGuardEvaluator(bindings: bindings, context: context)
        var resolved: [RuntimeValue] = []
        for value in values { resolved.append(try evaluator.evaluate(.value(value))) }
        return resolved
    }
}
