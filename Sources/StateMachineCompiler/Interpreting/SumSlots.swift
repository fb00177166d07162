/// The slots that the sums in a row's target and effect arguments read (a guard's are
/// atoms already): where the search looks again when every input it tried makes the generated Swift trap (`n - k` on
/// `UInt8` with `n` below `k`).
struct SumSlots {
    let row: Row
    let machine: Machine

    /// Each slot read by a sum, with the integer literals the row adds or subtracts.
    private var slots: [Slot: [IntegerValue]] {
        let names = RowSlots(row: row, machine: machine)
        let values = row.clause.targetArguments + row.clause.effects.flatMap(\.arguments)
        guard !values.isEmpty else { return [:] }
        var result: [Slot: [IntegerValue]] = [:]
        for case .arithmetic(_, let left, let right, _) in values.flatMap(\.sums) {
            let leaves = left.leaves + right.leaves
            let constants = leaves.compactMap { leaf -> IntegerValue? in
                if case .literal(.integer(let constant)) = leaf { return constant }
                return nil
            }
            for slot in leaves.compactMap(names.slot(of:)) { result[slot, default: []] += constants }
        }
        return result
    }

    /// `search` with the sums' slots added as atoms, each also trying 0 and the constants
    /// the row adds or subtracts; `nil` when the row has no sum.
    func widened(_ search: InputSearch, space: InputSpace) -> InputSearch? {
        let slots = slots
        guard !slots.isEmpty else { return nil }
        let atoms = Array(Set(search.atoms).union(slots.keys)).sorted()
        var alternatives = search.alternatives
        let added = space.alternatives(for: atoms, rows: [row], machine: machine)
        for (slot, constants) in slots {
            var tried = alternatives[slot] ?? added[slot] ?? []
            for value in ([0] + constants).map(RuntimeValue.integer) where space.admits(value, at: slot) && !tried.contains(value) {
                tried.append(value)
            }
            alternatives[slot] = tried
        }
        return InputSearch(atoms: atoms, alternatives: alternatives)
    }
}

extension Value {
    /// The sums in the value, outermost first.
    var sums: [Value] {
        guard case .arithmetic(_, let left, let right, _) = self else { return [] }
        return [self] + left.sums + right.sums
    }
}
