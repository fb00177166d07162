/// What trying the assignments of a guard's atoms showed.
enum GuardVerdict: Hashable, Sendable {
    case alwaysTrue
    case alwaysFalse
    /// Some assignment makes it true and another false.
    case depends
    /// Too many assignments to try, or the machine's evaluation budget is spent.
    case undecided
}

/// The truth of every row's guard, decided once for all analyses that need it.
struct GuardVerdictTable {
    /// Guard nodes evaluated over the whole machine at most, so that a spec with
    /// thousands of many-atom guards still checks in bounded time; later guards are
    /// left undecided, which only ever silences a warning.
    static let evaluationBudget = 2_000_000

    /// Indexed by row; `nil` for a row without a guard.
    private let verdicts: [GuardVerdict?]

    init(_ machine: Machine) {
        var budget = Self.evaluationBudget
        let contextTypes = Dictionary((machine.context ?? []).map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        // Rows often repeat a guard over atoms of the same types, which must get the same
        // verdict: each such guard is evaluated once and its cost charged again on reuse.
        var decided: [Guard: (verdict: GuardVerdict, cost: Int)] = [:]
        verdicts = machine.rows.map { row in
            guard let expression = row.guardExpression else { return nil }
            let key = Guard(expression: expression, types: Self.atomTypes(of: expression, in: row, machine, contextTypes: contextTypes))
            if let earlier = decided[key], earlier.cost <= budget {
                budget -= earlier.cost
                return earlier.verdict
            }
            let before = budget
            let verdict = GuardEvaluation(expression, types: key.types).verdict(budget: &budget)
            // An undecided guard may have run out of budget, which a later one may not.
            if verdict != .undecided { decided[key] = (verdict, before - budget) }
            return verdict
        }
    }

    subscript(row: Int) -> GuardVerdict? { verdicts[row] }

    private struct Guard: Hashable {
        let expression: GuardExpression
        let types: [Value: SwiftType]
    }

    /// The declared type of every bound name and context field the guard reads.
    private static func atomTypes(
        of expression: GuardExpression, in row: Row, _ machine: Machine, contextTypes: [String: SwiftType]
    ) -> [Value: SwiftType] {
        var types: [Value: SwiftType] = [:]
        for atom in expression.values {
            switch atom {
            case .context(let name): types[atom] = contextTypes[name]
            case .binding(let name): types[atom] = boundType(of: name, in: row, machine)
            case .literal, .arithmetic: break
            }
        }
        return types
    }

    private static func boundType(of name: String, in row: Row, _ machine: Machine) -> SwiftType? {
        var type: SwiftType?
        func bind(_ patterns: [Pattern]?, _ declaration: CaseDeclaration) {
            for (pattern, parameter) in zip(patterns ?? [], declaration.parameters) where pattern == .bind(name) {
                type = parameter.type
            }
        }
        if case .state(let state, let patterns) = row.source { bind(patterns, machine.states[state]) }
        bind(row.eventPatterns, machine.events[row.event])
        return type
    }
}
