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
    /// What `in(...)` reads while a machine with regions takes one event: every region's state
    /// before it. `nil` otherwise: an empty reading would build a `Membership` per interpreter
    /// and copy it into every guard's evaluation.
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
    }

    /// What one event did: the outcome, the state after it and the row that fired.
    public struct Step: Hashable, Sendable {
        public let outcome: RuntimeOutcome
        public let state: RuntimeCase
        /// The index of the row that fired, `nil` when none did.
        public let firedRow: Int?
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

    /// Sends `event` to `state`. `context` holds one value per context field, in order.
    /// Throws where the generated reducer traps: a sum outside its type, in a guard tried
    /// or in what the firing row computes.
    public func step(from state: RuntimeCase, on event: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> Step {
        let candidates = candidates(state: state.index, event: event.index)
        guard !candidates.isEmpty else {
            return Step(outcome: .unhandled, state: state, firedRow: nil)
        }
        let fields = contextValues(context)
        for row in candidates {
            guard let bindings = try bindings(of: row.clause, in: state, event: event, context: fields) else { continue }
            return try fire(row, from: state, bindings: bindings, context: fields)
        }
        return Step(outcome: .rejected, state: state, firedRow: nil)
    }

    /// What a row whose clause held does: the state it leads to and the effects, with the
    /// exit and entry effects of what it leaves and enters (none for an update in place).
    func fire(_ row: Row, from state: RuntimeCase, bindings: [String: RuntimeValue], context fields: [String: RuntimeValue])
        throws(Overflow) -> Step
    {
        switch row.action {
        case .ignore:
            return Step(outcome: .ignored, state: state, firedRow: row.index)
        case .update(let updated):
            let next = RuntimeCase(updated, try resolve(row.clause.targetArguments, bindings, fields))
            let yielded = try effects(of: row.clause, bindings, fields)
            return Step(outcome: .updated(effects: yielded), state: next, firedRow: row.index)
        case .transition(let target):
            let next = RuntimeCase(target, try resolve(row.clause.targetArguments, bindings, fields))
            let yielded = try effects(of: row.clause, bindings, fields)
            let all =
                try exitEffects(leaving: state, for: next, context: fields) + yielded
                + entryEffects(entering: next, from: state, context: fields)
            return Step(outcome: .transitioned(effects: all), state: next, firedRow: row.index)
        }
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
