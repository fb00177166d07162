/// What trying the assignments of a guard's atoms showed.
enum GuardVerdict: Hashable, Sendable {
    case alwaysTrue
    case alwaysFalse
    /// Some assignment makes it true and another false.
    case depends
    /// Too many assignments to try, or the machine's evaluation budget is spent.
    case undecided
}

/// The truth of every clause's guard, decided once for all analyses that need it.
struct GuardVerdictTable {
    /// Guard nodes evaluated over the whole machine at most, so that a spec with
    /// thousands of many-atom guards still checks in bounded time; later guards are
    /// left undecided, which only ever silences a warning.
    static let evaluationBudget = 2_000_000

    /// Indexed like ``Machine/clauses``; `nil` for a clause without a guard.
    private let verdicts: [GuardVerdict?]
    private let rowCount: Int

    init(_ machine: Machine) {
        var budget = Self.evaluationBudget
        let contextTypes = Dictionary((machine.context ?? []).map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        // Clauses often repeat a guard over atoms of the same types, which must get the same
        // verdict: each such guard is evaluated once and its cost charged again on reuse.
        var decided: [Guard: (verdict: GuardVerdict, cost: Int)] = [:]
        let hasRegions = machine.hasRegions
        verdicts = machine.clauses.map { _, clause in
            guard let written = clause.guardExpression else { return nil }
            let expression = hasRegions ? written.regionTestsAsAtoms(in: machine) : written
            let key = Guard(expression: expression, types: Self.atomTypes(of: expression, in: clause, machine, contextTypes: contextTypes))
            if let earlier = decided[key], earlier.cost <= budget {
                budget -= earlier.cost
                return earlier.verdict
            }
            let before = budget
            let verdict = SymbolicGuardEvaluation(expression, types: key.types).verdict(budget: &budget)
            // An undecided guard may have run out of budget, which a later one may not.
            if verdict != .undecided { decided[key] = (verdict, before - budget) }
            return verdict
        }
        rowCount = machine.rows.count
    }

    subscript(owner: ClauseOwner) -> GuardVerdict? {
        switch owner {
        case .row(let row): return verdicts[row]
        case .stateEffects(let declaration): return verdicts[rowCount + declaration]
        }
    }

    private struct Guard: Hashable {
        let expression: GuardExpression
        let types: [Value: SwiftType]
    }

    /// The declared type of every bound name and context field the guard reads.
    private static func atomTypes(
        of expression: GuardExpression, in clause: Clause, _ machine: Machine, contextTypes: [String: SwiftType]
    ) -> [Value: SwiftType] {
        var types: [Value: SwiftType] = [:]
        for atom in expression.values {
            switch atom {
            case .context(let name): types[atom] = contextTypes[name]
            // An `in(...)` read as a name (see `regionTestsAsAtoms`) is a Bool.
            case .binding(let name): types[atom] = machine.boundType(of: name, in: clause) ?? (name.hasPrefix("in(") ? .bool : nil)
            case .literal, .arithmetic: break
            }
        }
        return types
    }
}
