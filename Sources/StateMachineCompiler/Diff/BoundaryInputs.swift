/// Inputs on both sides of every comparison a cell's guards make: one step below, at and one
/// step above the boundary of each `<`, `<=`, `>`, `>=`, and the two sides of each `==` and
/// `!=` equal. The table generator needs only the side where a row's answer flips; two
/// versions of a guard (`amount != limit` and `amount > limit`) can differ on the other.
enum BoundaryInputs {
    static func inputs(_ machine: Machine, _ interpreter: Interpreter, state: Int, event: Int) -> [Input] {
        let candidates = interpreter.candidates(state: state, event: event)
        let guarded = candidates.filter { $0.guardExpression != nil }
        guard !guarded.isEmpty else { return [] }
        let space = InputSpace(machine: machine, state: state, event: event)
        let atoms = space.atoms(of: candidates, machine: machine)
        let search = InputSearch(atoms: atoms, alternatives: space.alternatives(for: atoms, rows: candidates, machine: machine))
        var found: [Input] = []
        for row in guarded {
            for goal in goals(in: row.guardExpression) {
                let probe = row.withGuard(goal)
                if let input = search.first(from: space.base, where: { interpreter.holds(probe, on: $0) }) { found.append(input) }
            }
        }
        return found
    }

    /// `left == right - 1`, `left == right` and `left == right + 1` for each ordering; `left == right` for each equality.
    private static func goals(in expression: GuardExpression?) -> [GuardExpression] {
        switch expression {
        case nil, .value: return []
        case .not(let operand): return goals(in: operand)
        case .and(let left, let right), .or(let left, let right): return goals(in: left) + goals(in: right)
        case .equal(.value(let left), .value(let right)), .notEqual(.value(let left), .value(let right)):
            return [.equal(.value(left), .value(right))]
        case .equal(let left, let right), .notEqual(let left, let right): return goals(in: left) + goals(in: right)
        case .ordering(_, .value(let left), .value(let right)):
            let one = Value.literal(.integer(1))
            return [
                .equal(.value(left), .value(.arithmetic(.subtract, right, one, .int))), .equal(.value(left), .value(right)),
                .equal(.value(left), .value(.arithmetic(.add, right, one, .int))),
            ]
        case .ordering(_, let left, let right): return goals(in: left) + goals(in: right)
        }
    }
}
