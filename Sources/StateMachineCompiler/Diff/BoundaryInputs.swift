/// Inputs on both sides of every comparison a cell's guards make: one step below, at and one
/// step above the boundary of each `<`, `<=`, `>`, `>=`, and the two sides of each `==` and
/// `!=` equal. The table generator needs only the side where a row's answer flips; two
/// versions of a guard (`amount != limit` and `amount > limit`) can differ on the other.
///
/// Each boundary is searched for twice: alone, and where the comparison decides the whole
/// guard (the other operands of an `&&` true, of an `||` false), so that `x0 < c0` becoming
/// `x0 <= c0` shows beside three more comparisons. The second search is made per comparison,
/// one condition at a time, each varying only the slots it reads: a guard's comparisons cost
/// their sum, not their product.
enum BoundaryInputs {
    /// The inputs, and whether every search finished: `false` when one gave up on its
    /// budget, so the inputs may miss a difference.
    static func inputs(_ machine: Machine, _ interpreter: Interpreter, state: Int, event: Int) -> (inputs: [Input], complete: Bool) {
        let candidates = interpreter.candidates(state: state, event: event)
        let guarded = candidates.filter { $0.guardExpression != nil }
        guard !guarded.isEmpty else { return ([], true) }
        let space = InputSpace(machine: machine, state: state, event: event)
        let atoms = space.atoms(of: candidates, machine: machine)
        let alternatives = space.alternatives(for: atoms, rows: candidates, machine: machine)
        let search = InputSearch(atoms: atoms, alternatives: alternatives)
        var found: [Input] = []
        var deciding: [Input] = []
        var complete = true
        for row in guarded {
            for comparison in GuardDecision.comparisons(in: row.guardExpression) {
                for goal in goals(of: comparison.expression) {
                    let probe = row.withGuard(goal)
                    if let input = search.first(from: space.base, where: { interpreter.holds(probe, on: $0) }) { found.append(input) }
                    let conditions = [goal] + comparison.requirements
                    switch decidingSearch(row, conditions, machine, space, alternatives, interpreter) {
                    case .found(let input): deciding.append(input)
                    case .none: continue
                    case .gaveUp: complete = false
                    }
                }
            }
        }
        return (found + deciding, complete)
    }

    /// An input where every condition holds: first met one at a time, each varying only the
    /// slots it reads (and the row's patterns'); failing that, varying all their slots at once.
    private static func decidingSearch(
        _ row: Row, _ conditions: [GuardExpression], _ machine: Machine, _ space: InputSpace, _ alternatives: [Slot: [RuntimeValue]],
        _ interpreter: Interpreter
    ) -> InputSearch.Outcome {
        let all = row.withGuard(conditions.dropFirst().reduce(conditions[0]) { .and($0, $1) })
        var input = space.base
        for count in conditions.indices {
            let condition = row.withGuard(conditions[count])
            let upTo = row.withGuard(conditions[...count].dropFirst().reduce(conditions[0]) { .and($0, $1) })
            let step = InputSearch(atoms: space.atoms(of: [condition], machine: machine), alternatives: alternatives)
            guard let next = step.first(from: input, where: { interpreter.holds(upTo, on: $0) }) else {
                let whole = InputSearch(atoms: space.atoms(of: [all], machine: machine), alternatives: alternatives)
                return whole.search(from: space.base) { interpreter.holds(all, on: $0) }
            }
            input = next
        }
        return .found(input)
    }

    /// `left == right - 1`, `left == right` and `left == right + 1` for an ordering; `left == right` for an equality.
    private static func goals(of comparison: GuardExpression) -> [GuardExpression] {
        switch comparison {
        case .equal(.value(let left), .value(let right)), .notEqual(.value(let left), .value(let right)):
            return [.equal(.value(left), .value(right))]
        case .ordering(_, .value(let left), .value(let right)):
            let one = Value.literal(.integer(1))
            return [
                .equal(.value(left), .value(.arithmetic(.subtract, right, one, .int))), .equal(.value(left), .value(right)),
                .equal(.value(left), .value(.arithmetic(.add, right, one, .int))),
            ]
        default: return []
        }
    }
}
