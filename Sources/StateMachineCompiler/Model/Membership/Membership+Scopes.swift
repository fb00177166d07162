// Which scopes a state is in. A move from `s` to `t` leaves `s`'s case and each group holding `s`
// but not `t`, innermost first, and enters each group holding `t` but not `s`, outermost first,
// then `t`'s case. Time and owned work live in `*`, the groups and the case a state is in, but
// a final state is in no scope but its case.

extension Membership {
    /// The scopes a move from `state` to `next` leaves, in the order their `exit` effects run:
    /// the state's case, then each group it leaves, innermost first.
    public func scopesLeft(from state: Int, to next: Int) -> [Source] {
        let staying = groups(containing: next)
        return [.state(state)] + groups(containing: state).filter { !staying.contains($0) }.map(Source.group)
    }

    /// The scopes entering `state` enters, in the order their `entry` effects run: each group
    /// entered, outermost first (from `previous`, only those it was not in), then the state's case.
    public func scopesEntered(into state: Int, from previous: Int?) -> [Source] {
        let staying = previous.map(groups(containing:)) ?? []
        return groups(containing: state).reversed().filter { !staying.contains($0) }.map(Source.group) + [.state(state)]
    }

    /// Whether an `entry` or `exit` declaration runs on a move from `state` to `next`.
    public func runs(_ declaration: StateEffects, from state: Int, to next: Int) -> Bool {
        switch declaration.kind {
        case .entry: return scopesEntered(into: next, from: state).contains(declaration.source)
        case .exit, .during: return scopesLeft(from: state, to: next).contains(declaration.source)
        }
    }

    /// The scopes whose timers and activities run while the machine is in `state`, outermost
    /// first: `*`, its groups, its case; a final state's case alone.
    public func timeScopes(of state: Int) -> [Source] {
        guard !isFinal(state) else { return [.state(state)] }
        return [.any] + groups(containing: state).reversed().map(Source.group) + [.state(state)]
    }

    /// The scopes a source names: the source itself, or each item of a list. An `after` row's
    /// timer and a `during` declaration's activities belong to each.
    public func scopes(namedBy source: Source) -> [Source] {
        guard case .list(let items) = source else { return [source] }
        return items.map(\.source)
    }

    /// The states a scope's timers and activities run in, ascending.
    public func states(inTimeScope scope: Source) -> [Int] {
        states(of: scope, includingFinal: false)
    }
}
