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
        /// What the groups with history remember after the step (see ``History``).
        public var remembered = RememberedStates()
    }

    /// Sends `event` to the machine in `states`, one per region in declaration order, whose
    /// groups with history remember nothing yet.
    public func step(from states: [RuntimeCase], on event: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> RegionStep {
        try step(from: states, remembering: RememberedStates(), on: event, context: context)
    }

    /// Sends `event` to the machine in `states` whose groups with history remember `remembered`.
    public func step(
        from states: [RuntimeCase], remembering remembered: RememberedStates, on event: RuntimeCase, context: [RuntimeValue] = []
    ) throws(Overflow) -> RegionStep {
        try reading(states) { reading throws(Overflow) in
            let fields = contextValues(context)
            // One region, the most common machine, needs no array of choices.
            if states.count == 1, let state = states.first {
                let choice = try reading.choose(
                    among: candidates(state: state.index, event: event.index), from: state, on: event, remembering: remembered,
                    context: fields)
                return try settle(
                    reading.combine(CollectionOfOne(choice), from: states, remembering: remembered, context: fields), context: fields)
            }
            var choices: [Choice] = []
            choices.reserveCapacity(states.count)
            for state in states {
                choices.append(
                    try reading.choose(
                        among: candidates(state: state.index, event: event.index), from: state, on: event, remembering: remembered,
                        context: fields))
            }
            return try settle(reading.combine(choices, from: states, remembering: remembered, context: fields), context: fields)
        }
    }

    /// Fires the `after` row `timer` (its position in ``Machine/timedRows``, as the generated
    /// `Timer` enum lists it), as the generated `reduce(_:after:)` does: only the region holding
    /// its source can change. The row applies if that region's state is one of its sources (for
    /// `*`, any non-final state) and its patterns and guard hold now (`in(...)` reads the other
    /// regions as they are when it fires); it is `.rejected` when they do not, and `.unhandled`
    /// in any other state. Throws where the generated reducer traps.
    public func step(
        from states: [RuntimeCase], remembering remembered: RememberedStates = RememberedStates(), after timer: Int,
        context: [RuntimeValue] = []
    ) throws(Overflow) -> RegionStep {
        let timedRows = machine.timedRows
        let source = timedRows.indices.contains(timer) ? machine.membership.candidateStates(of: timedRows[timer]).first : nil
        return try step(
            from: states, remembering: remembered, after: timer, inRegion: source.flatMap(machine.stateRegion), context: context)
    }

    /// Fires the timer in `states[region]`, the region of its source.
    func step(
        from states: [RuntimeCase], remembering remembered: RememberedStates = RememberedStates(), after timer: Int, inRegion region: Int?,
        context: [RuntimeValue]
    ) throws(Overflow) -> RegionStep {
        try reading(states) { reading throws(Overflow) in
            let fields = contextValues(context)
            var choices = states.map { Choice(outcome: .unhandled, next: $0) }
            let timedRows = machine.timedRows
            if timedRows.indices.contains(timer), let region, states.indices.contains(region),
                runs(timedRows[timer], in: states[region].index)
            {
                choices[region] = try reading.choose(
                    among: [timedRows[timer]], from: states[region], on: nil, remembering: remembered, context: fields)
            }
            return try settle(reading.combine(choices, from: states, remembering: remembered, context: fields), context: fields)
        }
    }

    /// `body` run by this interpreter with `in(...)` reading `states`, unless the caller set what
    /// it reads: a table or `diff` running one region's cell with the other regions elsewhere.
    func reading<Result>(_ states: [RuntimeCase], _ body: (Interpreter) throws(Overflow) -> Result) throws(Overflow) -> Result {
        // Without regions there is no `in(...)` to read. Lending `self` rather than returning it
        // spares a copy of the interpreter, a retain and a release of each of its tables, on
        // every step of every walk.
        guard regionReading == nil, !machine.regions.isEmpty else { return try body(self) }
        var reading = self
        reading.regionReading = RegionReading(states: states, membership: machine.membership)
        return try body(reading)
    }

    /// What one region's chosen row does, before the regions' effects are put in order.
    struct Choice {
        var outcome: RuntimeOutcome
        /// The fired row's index: a `Row` held here would cost a retain of each of its parts.
        var row: Int?
        var next: RuntimeCase
        var bindings: [String: RuntimeValue] = [:]
        /// Whether the row yields effects (a `->` or `stays` row), and whether its region
        /// leaves its state (a `->` row).
        var yields = false
        var moves = false
    }

    /// The region's first candidate whose patterns and guard hold: `.unhandled` without
    /// candidates, `.rejected` when none holds.
    func choose(
        among candidates: [Row], from state: RuntimeCase, on event: RuntimeCase?, remembering remembered: RememberedStates,
        context fields: [String: RuntimeValue]
    ) throws(Overflow) -> Choice {
        guard !candidates.isEmpty else { return Choice(outcome: .unhandled, next: state) }
        for row in candidates {
            guard let bindings = try bindings(of: row.clause, in: state, event: event, context: fields) else { continue }
            switch row.action {
            case .ignore: return Choice(outcome: .ignored, row: row.index, next: state)
            case .transition(let target), .update(let target):
                let next = self.target(
                    of: row, default: RuntimeCase(target, try resolve(row.clause.targetArguments, bindings, fields)), remembered: remembered
                )
                let outcome: RuntimeOutcome = row.updatesInPlace ? .updated(effects: []) : .transitioned(effects: [])
                return Choice(
                    outcome: outcome, row: row.index, next: next, bindings: bindings, yields: true, moves: !row.updatesInPlace)
            }
        }
        return Choice(outcome: .rejected, next: state)
    }

    /// The chosen rows applied together: every step of every table and walk comes through here.
    func combine<Choices: RandomAccessCollection<Choice>>(
        _ choices: Choices, from states: [RuntimeCase], remembering remembered: RememberedStates, context: [String: RuntimeValue]
    ) throws(Overflow) -> RegionStep where Choices.Index == Int {
        // `map` allocates each array once at its size; the flags need one pass more.
        let next = choices.map(\.next)
        let firedRows = choices.map(\.row)
        var strongest = RuntimeOutcome.unhandled
        var yields = false
        var moves = false
        for choice in choices {
            yields = yields || choice.yields
            moves = moves || choice.moves
            if choice.outcome.strength > strongest.strength { strongest = choice.outcome }
        }
        guard yields else { return RegionStep(outcome: strongest, states: next, firedRows: firedRows, remembered: remembered) }
        // The regions that move are found again below rather than listed: a list costs an
        // allocation on every step, and there are few regions.
        var effects: [RuntimeCase] = []
        for region in choices.indices.reversed() where choices[region].moves {
            effects += try exitEffects(leaving: states[region], for: next[region], context: context)
        }
        for choice in choices {
            guard choice.yields, let row = choice.row else { continue }
            effects += try self.effects(of: machine.rows[row].clause, choice.bindings, context)
        }
        for region in choices.indices where choices[region].moves {
            effects += try entryEffects(entering: next[region], from: states[region], context: context)
        }
        let outcome: RuntimeOutcome = moves ? .transitioned(effects: effects) : .updated(effects: effects)
        var rememberedAfter = remembered
        if !rememberingGroups.isEmpty {
            for region in choices.indices where choices[region].moves {
                rememberedAfter = self.remembered(rememberedAfter, leaving: states[region], for: next[region])
            }
        }
        return RegionStep(outcome: outcome, states: next, firedRows: firedRows, remembered: rememberedAfter)
    }

    /// What the machine performs when it starts in, or is restored into, `states`: each
    /// region's entry effects, regions in declaration order.
    public func entryEffects(of states: [RuntimeCase], context: [RuntimeValue] = []) throws(Overflow) -> [RuntimeCase] {
        try reading(states) { reading throws(Overflow) in
            var effects: [RuntimeCase] = []
            for state in states { effects += try reading.entryEffects(entering: state, from: nil, context: contextValues(context)) }
            return effects
        }
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
