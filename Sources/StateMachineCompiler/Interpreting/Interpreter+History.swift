// History (see ``History``): every `->` move that leaves a group with a history declaration
// remembers the state it left the group from, and a row to `GROUP history` enters what that
// memory restores, or the declaration's default while the group was never left. What is
// remembered is part of the machine's state: a step takes it with the states and returns it.

/// What the machine's groups with history remember, beside the states it is in: for each such
/// group that was ever left, the exact state it was last left from, payload included.
public struct RememberedStates: Hashable, Sendable {
    /// By the group's index in ``Machine/groups``.
    public var lastLeft: [Int: RuntimeCase]

    public init(_ lastLeft: [Int: RuntimeCase] = [:]) {
        self.lastLeft = lastLeft
    }
}

extension Interpreter {
    /// The state a row enters: `next` for a row without history or while its group was never
    /// left; else what its history restores from the state the group was last left from.
    func target(of row: Row, default next: RuntimeCase, remembered: RememberedStates) -> RuntimeCase {
        guard let index = row.history, machine.histories.indices.contains(index) else { return next }
        let history = machine.histories[index]
        guard let left = remembered.lastLeft[history.group] else { return next }
        switch history.depth {
        case .deep:
            return left
        case .shallow:
            let member = machine.shallowRestoration(of: left.index, in: history.group)
            // A nested group comes back at its first state, which the checker keeps payload-free.
            return member == left.index ? left : RuntimeCase(member)
        }
    }

    /// `remembered` once a region moved from `state` to `next`: each group with history that
    /// holds `state` but not `next` was left, and remembers `state`.
    func remembered(_ remembered: RememberedStates, leaving state: RuntimeCase, for next: RuntimeCase) -> RememberedStates {
        var updated = remembered
        let kept = machine.membership.groups(containing: next.index)
        for group in machine.membership.groups(containing: state.index) where rememberingGroups.contains(group) && !kept.contains(group) {
            updated.lastLeft[group] = state
        }
        return updated
    }
}
