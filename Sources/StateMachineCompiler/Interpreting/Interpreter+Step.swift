// One event or timer: every region chooses its row against the state before the input
// (`in(...)` reads that too), then the chosen rows apply together. A machine without regions
// is one region, so this is every machine's step. Effects come in SCXML's order: the exits of
// every region that leaves something, regions in reverse declaration order; every fired row's
// own effects, regions in declaration order; then the entries, regions in declaration order.
// The outcome is the strongest of the regions'.

extension Interpreter {
    /// What one event or timer did: the outcome, each region's state after it (in region order)
    /// and the row each region fired (`nil` where none did).
    public struct RegionStep: Hashable, Sendable {
        public let outcome: RuntimeOutcome
        public let states: [RuntimeCase]
        public let firedRows: [Int?]
    }

    /// Sends `event` to the machine in `states`, one per region in declaration order.
    public func step(from states: [RuntimeCase], on event: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> RegionStep {
        let reading = reading(states)
        let fields = contextValues(context)
        var choices: [Choice] = []
        choices.reserveCapacity(states.count)
        for state in states {
            choices.append(
                try reading.choose(among: candidates(state: state.index, event: event.index), from: state, on: event, context: fields))
        }
        return try settle(reading.combine(choices, from: states, context: fields), context: fields)
    }

    /// Fires the `after` row `timer` (its position in ``Machine/timedRows``, as the generated
    /// `Timer` enum lists it), as the generated `reduce(_:after:)` does: only the region holding
    /// its source can change. The row applies if that region's state is one of its sources (for
    /// `*`, any non-final state) and its patterns and guard hold now (`in(...)` reads the other
    /// regions as they are when it fires); it is `.rejected` when they do not, and `.unhandled`
    /// in any other state. Throws where the generated reducer traps.
    public func step(from states: [RuntimeCase], after timer: Int, context: [RuntimeValue] = []) throws(Overflow) -> RegionStep {
        let timedRows = machine.timedRows
        let source = timedRows.indices.contains(timer) ? machine.membership.candidateStates(of: timedRows[timer]).first : nil
        return try step(from: states, after: timer, inRegion: source.flatMap(machine.stateRegion), context: context)
    }

    /// Fires the timer in `states[region]`, the region of its source.
    func step(from states: [RuntimeCase], after timer: Int, inRegion region: Int?, context: [RuntimeValue]) throws(Overflow) -> RegionStep {
        let reading = reading(states)
        let fields = contextValues(context)
        var choices = states.map { Choice(outcome: .unhandled, next: $0) }
        let timedRows = machine.timedRows
        if timedRows.indices.contains(timer), let region, states.indices.contains(region), runs(timedRows[timer], in: states[region].index)
        {
            choices[region] = try reading.choose(among: [timedRows[timer]], from: states[region], on: nil, context: fields)
        }
        return try settle(reading.combine(choices, from: states, context: fields), context: fields)
    }

    /// This interpreter with `in(...)` reading `states`, unless the caller set what it reads: a
    /// table or `diff` running one region's cell with the other regions standing elsewhere.
    func reading(_ states: [RuntimeCase]) -> Interpreter {
        // Without regions there is no `in(...)` to read, and copying the interpreter costs a
        // retain of each of its tables on every step.
        guard regionReading == nil, !machine.regions.isEmpty else { return self }
        var reading = self
        reading.regionReading = RegionReading(states: states, membership: machine.membership)
        return reading
    }

    /// What one region's chosen row does, before the regions' effects are put in order.
    struct Choice {
        var outcome: RuntimeOutcome
        var row: Row?
        var next: RuntimeCase
        var bindings: [String: RuntimeValue] = [:]
    }

    /// The region's first candidate whose patterns and guard hold: `.unhandled` without
    /// candidates, `.rejected` when none holds.
    func choose(among candidates: [Row], from state: RuntimeCase, on event: RuntimeCase?, context fields: [String: RuntimeValue])
        throws(Overflow) -> Choice
    {
        guard !candidates.isEmpty else { return Choice(outcome: .unhandled, next: state) }
        for row in candidates {
            guard let bindings = try bindings(of: row.clause, in: state, event: event, context: fields) else { continue }
            switch row.action {
            case .ignore: return Choice(outcome: .ignored, row: row, next: state)
            case .transition(let target), .update(let target):
                let next = RuntimeCase(target, try resolve(row.clause.targetArguments, bindings, fields))
                let outcome: RuntimeOutcome = row.updatesInPlace ? .updated(effects: []) : .transitioned(effects: [])
                return Choice(outcome: outcome, row: row, next: next, bindings: bindings)
            }
        }
        return Choice(outcome: .rejected, next: state)
    }

    /// The chosen rows applied together: every step of every table and walk comes through here.
    func combine(_ choices: [Choice], from states: [RuntimeCase], context: [String: RuntimeValue]) throws(Overflow)
        -> RegionStep
    {
        // `map` allocates each array once at its size; the flags need one pass more.
        let next = choices.map(\.next)
        let firedRows = choices.map { $0.row?.index }
        var moves: [Int] = []
        var strongest = RuntimeOutcome.unhandled
        var yields = false
        for region in choices.indices {
            let choice = choices[region]
            if let row = choice.row, row.leadsSomewhere {
                yields = true
                if !row.updatesInPlace { moves.append(region) }
            }
            if choice.outcome.strength > strongest.strength { strongest = choice.outcome }
        }
        guard yields else { return RegionStep(outcome: strongest, states: next, firedRows: firedRows) }
        var effects: [RuntimeCase] = []
        for region in moves.reversed() { effects += try exitEffects(leaving: states[region], for: next[region], context: context) }
        for choice in choices {
            guard let row = choice.row, row.leadsSomewhere else { continue }
            effects += try self.effects(of: row.clause, choice.bindings, context)
        }
        for region in moves { effects += try entryEffects(entering: next[region], from: states[region], context: context) }
        let outcome: RuntimeOutcome = moves.isEmpty ? .updated(effects: effects) : .transitioned(effects: effects)
        return RegionStep(outcome: outcome, states: next, firedRows: firedRows)
    }

    /// What the machine performs when it starts in, or is restored into, `states`: each
    /// region's entry effects, regions in declaration order.
    public func entryEffects(of states: [RuntimeCase], context: [RuntimeValue] = []) throws(Overflow) -> [RuntimeCase] {
        let reading = reading(states)
        var effects: [RuntimeCase] = []
        for state in states { effects += try reading.entryEffects(entering: state, from: nil, context: contextValues(context)) }
        return effects
    }
}

extension RuntimeOutcome {
    /// How strong an outcome is among the regions' of one event: `transitioned` > `updated` >
    /// `rejected` > `ignored` > `unhandled`.
    var strength: Int {
        switch self {
        case .unhandled: 0
        case .ignored: 1
        case .rejected: 2
        case .updated: 3
        case .transitioned: 4
        }
    }
}
