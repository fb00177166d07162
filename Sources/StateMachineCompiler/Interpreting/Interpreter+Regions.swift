// One event in a machine with regions: every region chooses its row against the state before
// the event (`in(...)` reads that too), then the chosen rows apply together. Effects come in
// SCXML's order: the exits of every region that leaves something, regions in reverse
// declaration order; every fired row's own effects, regions in declaration order; then the
// entries, regions in declaration order. The outcome is the strongest of the regions'.

extension Interpreter {
    /// What one event did to a machine with regions: the outcome, each region's state after it
    /// (in region order) and the row each region fired (`nil` where none did).
    public struct RegionStep: Hashable, Sendable {
        public let outcome: RuntimeOutcome
        public let states: [RuntimeCase]
        public let firedRows: [Int?]
    }

    /// Sends `event` to a machine with regions in `states`, one per region in declaration order.
    public func step(from states: [RuntimeCase], on event: RuntimeCase, context: [RuntimeValue] = []) throws(Overflow) -> RegionStep {
        var reading = self
        reading.regionReading = RegionReading(states: states, membership: machine.membership)
        var results: [RegionResult] = []
        for state in states {
            results.append(try reading.choose(from: state, on: event, context: context))
        }
        return try reading.combine(results, from: states, context: contextValues(context))
    }

    /// What one region's chosen row does, before the regions' effects are put in order.
    private struct RegionResult {
        var outcome: RuntimeOutcome
        var row: Row?
        var next: RuntimeCase
        var bindings: [String: RuntimeValue] = [:]
    }

    /// The region's first candidate whose patterns and guard hold, by today's rules.
    private func choose(from state: RuntimeCase, on event: RuntimeCase, context: [RuntimeValue]) throws(Overflow) -> RegionResult {
        let candidates = candidates(state: state.index, event: event.index)
        guard !candidates.isEmpty else { return RegionResult(outcome: .unhandled, next: state) }
        let fields = contextValues(context)
        for row in candidates {
            guard let bindings = try bindings(of: row.clause, in: state, event: event, context: fields) else { continue }
            switch row.action {
            case .ignore: return RegionResult(outcome: .ignored, row: row, next: state)
            case .transition(let target), .update(let target):
                let next = RuntimeCase(target, try resolve(row.clause.targetArguments, bindings, fields))
                let outcome: RuntimeOutcome = row.updatesInPlace ? .updated(effects: []) : .transitioned(effects: [])
                return RegionResult(outcome: outcome, row: row, next: next, bindings: bindings)
            }
        }
        return RegionResult(outcome: .rejected, next: state)
    }

    private func combine(_ results: [RegionResult], from states: [RuntimeCase], context: [String: RuntimeValue]) throws(Overflow)
        -> RegionStep
    {
        let next = results.map(\.next)
        let firedRows = results.map { $0.row?.index }
        let moves = results.indices.filter { results[$0].row.map { $0.leadsSomewhere && !$0.updatesInPlace } ?? false }
        var effects: [RuntimeCase] = []
        for region in moves.reversed() { effects += try exitEffects(leaving: states[region], for: next[region], context: context) }
        for result in results {
            guard let row = result.row, row.leadsSomewhere else { continue }
            effects += try self.effects(of: row.clause, result.bindings, context)
        }
        for region in moves { effects += try entryEffects(entering: next[region], from: states[region], context: context) }
        let outcome: RuntimeOutcome
        if !moves.isEmpty {
            outcome = .transitioned(effects: effects)
        } else if results.contains(where: { if case .updated = $0.outcome { true } else { false } }) {
            outcome = .updated(effects: effects)
        } else {
            outcome = results.map(\.outcome).max { $0.strength < $1.strength } ?? .unhandled
        }
        return RegionStep(outcome: outcome, states: next, firedRows: firedRows)
    }

    /// What a machine with regions performs when it starts in, or is restored into, `states`:
    /// each region's entry effects, regions in declaration order.
    public func entryEffects(of states: [RuntimeCase], context: [RuntimeValue] = []) throws(Overflow) -> [RuntimeCase] {
        var reading = self
        reading.regionReading = RegionReading(states: states, membership: machine.membership)
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
