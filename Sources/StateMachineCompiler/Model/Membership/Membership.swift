/// Which states a source stands for and which scopes a state is in: the one answer every
/// stage asks (checker, interpreter, emitters, diagrams, diff, language server) instead of
/// walking the groups itself. Worked out once per machine, in time linear in its states and
/// the depth of its groups, so a large spec stays linear.
///
/// A scope is a source that names one set of states: `*`, a group or a state case. Entering
/// a scope runs its `entry` declarations and arms its `after` rows' timers and starts its
/// `during` activities; leaving it runs its `exit` declarations and cancels that work. Final
/// states sit out of `*` and of every group for rows that lead somewhere and for time, as a
/// machine's end: see ``states(of:includingFinal:)``.
public struct Membership: Hashable, Sendable {
    /// Whether each state is final, indexed like the machine's states.
    private let finality: [Bool]
    /// Every state, ascending.
    public let allStates: [Int]
    /// Every state but the final ones, ascending.
    public let liveStates: [Int]
    /// Per group, its states (directly or through nested groups), ascending.
    private let statesOfGroup: [[Int]]
    /// Per group, its states but the final ones, ascending.
    let liveStatesOfGroup: [[Int]]
    /// Per state, the groups containing it, innermost first.
    private let groupsOfState: [[Int]]
    /// Per group, the groups containing it, innermost first.
    private let groupsOfGroup: [[Int]]
    /// Every group after the groups inside it (the order exit effects run in).
    public let groupsInnermostFirst: [Int]
    /// Groups by how many groups contain them, then in declaration order: every group before
    /// the groups inside it.
    public let groupsOutermostFirst: [Int]
    /// The groups that are regions, in declaration order: a region's number is its position.
    public let regions: [Int]
    /// The region (its position in ``regions``) of each state, indexed like the machine's
    /// states; `nil` for a state outside every region, which the checker refuses in a machine
    /// with regions.
    public let regionOfState: [Int?]

    public init(states: [CaseDeclaration], groups: [StateGroup]) {
        finality = states.map(\.isFinal)
        allStates = Array(states.indices)
        liveStates = states.indices.filter { !states[$0].isFinal }
        let statesOfGroup = groups.indices.map { Self.states(inGroup: $0, of: groups) }
        self.statesOfGroup = statesOfGroup
        liveStatesOfGroup = statesOfGroup.map { $0.filter { !states[$0].isFinal } }
        let parents = Parents(groups)
        groupsOfState = states.indices.map(parents.chain(ofState:))
        groupsOfGroup = groups.indices.map(parents.chain(ofGroup:))
        groupsInnermostFirst = Self.innermostFirst(groups)
        groupsOutermostFirst = groups.indices.sorted { (parents.depth(ofGroup: $0), $0) < (parents.depth(ofGroup: $1), $1) }
        regions = groups.indices.filter { groups[$0].isRegion }
        regionOfState = Self.regionOfState(regions: regions, statesOfGroup: statesOfGroup, stateCount: states.count)
    }

    /// Whether `state` is final; `false` for an index outside the machine.
    public func isFinal(_ state: Int) -> Bool {
        finality.indices.contains(state) && finality[state]
    }

    /// Every state in the group, directly or through nested groups, final ones included, ascending.
    public func states(inGroup group: Int) -> [Int] {
        statesOfGroup.indices.contains(group) ? statesOfGroup[group] : []
    }

    /// The groups containing `state`, innermost first.
    public func groups(containing state: Int) -> [Int] {
        groupsOfState.indices.contains(state) ? groupsOfState[state] : []
    }

    /// The groups containing the group, innermost first.
    public func groups(enclosing group: Int) -> [Int] {
        groupsOfGroup.indices.contains(group) ? groupsOfGroup[group] : []
    }

    /// The group's states, ascending. Visits each group once, so even a cyclic list (which the
    /// checker refuses while it checks) terminates.
    private static func states(inGroup group: Int, of groups: [StateGroup]) -> [Int] {
        var found: Set<Int> = []
        var pending = [group]
        var visited: Set<Int> = []
        while let next = pending.popLast() {
            guard groups.indices.contains(next), visited.insert(next).inserted else { continue }
            for member in groups[next].members {
                switch member {
                case .state(let state): found.insert(state)
                case .group(let inner): pending.append(inner)
                }
            }
        }
        return found.sorted()
    }

    /// Groups ordered so that every group comes after the groups inside it.
    private static func innermostFirst(_ groups: [StateGroup]) -> [Int] {
        var ordered: [Int] = []
        var placed: Set<Int> = []
        func place(_ group: Int) {
            guard groups.indices.contains(group), placed.insert(group).inserted else { return }
            for case .group(let inner) in groups[group].members { place(inner) }
            ordered.append(group)
        }
        groups.indices.forEach(place)
        return ordered
    }
}
