// Which states a source stands for. `*` and a group leave out their final states for a row that
// leads somewhere (a `->` or `stays` row: no row leaves a final state) and for time and owned
// work (a final state is where the machine ends); an `ignore` row applies in them too. A state
// named on its own, or in a list, stands for itself: the checker refuses a `->` from a final one.

extension Membership {
    /// The states `source` stands for, ascending and once each; with `includingFinal` false,
    /// without the final states of `*` and of groups.
    public func states(of source: Source, includingFinal: Bool) -> [Int] {
        switch source {
        case .any:
            return includingFinal ? allStates : liveStates
        case .state(let state):
            return [state]
        case .group(let group):
            guard includingFinal else { return liveStatesOfGroup.indices.contains(group) ? liveStatesOfGroup[group] : [] }
            return states(inGroup: group)
        case .list(let items):
            var found: Set<Int> = []
            for item in items { found.formUnion(states(of: item.source, includingFinal: includingFinal)) }
            return found.sorted()
        }
    }

    /// The states the row is a candidate in, ascending.
    public func candidateStates(of row: Row) -> [Int] {
        states(of: row.source, includingFinal: !row.leadsSomewhere)
    }

    /// Whether `source` stands for `state`, as ``states(of:includingFinal:)`` lists them.
    public func contains(_ state: Int, in source: Source, includingFinal: Bool) -> Bool {
        switch source {
        case .any: return includingFinal || !isFinal(state)
        case .state(let named): return named == state
        case .group(let group): return (includingFinal || !isFinal(state)) && groups(containing: state).contains(group)
        case .list(let items): return items.contains { contains(state, in: $0.source, includingFinal: includingFinal) }
        }
    }

    /// Whether the row is a candidate in `state`.
    public func isCandidate(_ row: Row, in state: Int) -> Bool {
        contains(state, in: row.source, includingFinal: !row.leadsSomewhere)
    }
}
