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
        verdicts = machine.rows.map { row in
            guard let expression = row.guardExpression else { return nil }
            let types = Self.atomTypes(of: row, in: machine, contextTypes: contextTypes)
            return GuardEvaluation(expression, types: types).verdict(budget: &budget)
        }
    }

    subscript(row: Int) -> GuardVerdict? { verdicts[row] }

    /// The declared type of every name the row binds and of every context field.
    private static func atomTypes(of row: Row, in machine: Machine, contextTypes: [String: SwiftType]) -> [Value: SwiftType] {
        var types: [Value: SwiftType] = [:]
        for (name, type) in contextTypes { types[.context(name)] = type }
        func bind(_ patterns: [Pattern]?, _ declaration: CaseDeclaration) {
            for (pattern, parameter) in zip(patterns ?? [], declaration.parameters) {
                if case .bind(let name) = pattern { types[.binding(name)] = parameter.type }
            }
        }
        if case .state(let state, let patterns) = row.source { bind(patterns, machine.states[state]) }
        bind(row.eventPatterns, machine.events[row.event])
        return types
    }
}
