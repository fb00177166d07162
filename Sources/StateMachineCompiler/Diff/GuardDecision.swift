/// Each comparison in a guard with what must hold for it alone to decide the guard: the
/// other operand of every `&&` above it true, of every `||` false. Flipping the comparison
/// then flips the guard, so an input at its boundary shows a change to it.
struct GuardDecision {
    /// `amount < limit`, `kind == other`: an ordering or an equality between two values.
    let expression: GuardExpression
    /// Conditions on the other operands, each an operand of an `&&` or a negated one of an `||`.
    let requirements: [GuardExpression]

    static func comparisons(in guardExpression: GuardExpression?) -> [GuardDecision] {
        switch guardExpression {
        case nil, .value, .inRegion: return []
        case .not(let operand): return comparisons(in: operand)
        case .and(let left, let right):
            return comparisons(in: left).map { $0.requiring(true: right) } + comparisons(in: right).map { $0.requiring(true: left) }
        case .or(let left, let right):
            return comparisons(in: left).map { $0.requiring(false: right) } + comparisons(in: right).map { $0.requiring(false: left) }
        case .equal(.value, .value), .notEqual(.value, .value), .ordering(_, .value, .value):
            return guardExpression.map { [GuardDecision(expression: $0, requirements: [])] } ?? []
        // Flipping one side of an equality between conditions flips it whatever the other side is.
        case .equal(let left, let right), .notEqual(let left, let right), .ordering(_, let left, let right):
            return comparisons(in: left) + comparisons(in: right)
        }
    }

    private func requiring(true other: GuardExpression) -> GuardDecision {
        GuardDecision(expression: expression, requirements: requirements + Self.conjuncts(true: other))
    }

    private func requiring(false other: GuardExpression) -> GuardDecision {
        GuardDecision(expression: expression, requirements: requirements + Self.conjuncts(false: other))
    }

    /// `a && b` true as `[a, b]`; `!(a || b)` as `[!a, !b]`: the smallest conditions, met one at a time.
    private static func conjuncts(true expression: GuardExpression) -> [GuardExpression] {
        switch expression {
        case .and(let left, let right): return conjuncts(true: left) + conjuncts(true: right)
        case .not(let operand): return conjuncts(false: operand)
        default: return [expression]
        }
    }

    private static func conjuncts(false expression: GuardExpression) -> [GuardExpression] {
        switch expression {
        case .or(let left, let right): return conjuncts(false: left) + conjuncts(false: right)
        case .not(let operand): return conjuncts(true: operand)
        default: return [.not(expression)]
        }
    }
}
