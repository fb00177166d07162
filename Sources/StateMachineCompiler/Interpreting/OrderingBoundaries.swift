/// Where an ordering comparison changes its answer: its two sides equal (where `<` and
/// `<=` differ) and one step inside (`a == b - 1` for `a < b`). The transition table
/// searches for an input at each, so a reducer that wrote `<=` for `<` fails a case.
extension GuardExpression {
    /// For each ordering comparison, the guard with it replaced by "at the boundary" and
    /// by "one step inside"; the rest of the guard is kept, so the row still decides.
    var boundaryGuards: [GuardExpression] {
        switch self {
        case .value, .inRegion:
            return []
        case .not(let operand):
            return operand.boundaryGuards.map(GuardExpression.not)
        case .ordering(let op, .value(let left), .value(let right)):
            let one = Value.literal(.integer(1))
            // Worked out in `Int`: the goal only places the boundary; the search keeps no
            // input whose real step overflows.
            let inside: GuardExpression =
                switch op {
                case .less, .lessOrEqual: .equal(.value(.arithmetic(.add, left, one, .int)), .value(right))
                case .greater, .greaterOrEqual: .equal(.value(left), .value(.arithmetic(.add, right, one, .int)))
                }
            return [.equal(.value(left), .value(right)), inside]
        case .ordering:
            return []
        case .equal(let left, let right): return Self.replacing(left, right, GuardExpression.equal)
        case .notEqual(let left, let right): return Self.replacing(left, right, GuardExpression.notEqual)
        case .and(let left, let right): return Self.replacing(left, right, GuardExpression.and)
        case .or(let left, let right): return Self.replacing(left, right, GuardExpression.or)
        }
    }

    private static func replacing(
        _ left: GuardExpression, _ right: GuardExpression, _ make: (GuardExpression, GuardExpression) -> GuardExpression
    ) -> [GuardExpression] {
        left.boundaryGuards.map { make($0, right) } + right.boundaryGuards.map { make(left, $0) }
    }
}

extension Row {
    /// The row with another guard, for searches and faults.
    func withGuard(_ guardExpression: GuardExpression) -> Row {
        with(clause.with(guardExpression: guardExpression))
    }
}
