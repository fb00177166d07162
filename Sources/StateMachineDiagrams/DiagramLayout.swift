import StateMachineCompiler

/// How groups nest in a diagram: each group (and each region) a cluster holding its own
/// states and inner groups, in written order; states in no group stay at the top level.
struct DiagramLayout {
    struct Cluster {
        let group: Int
        let name: String
        /// A `region`: drawn apart from a group, with its own start.
        let isRegion: Bool
        /// `entry / ...` and `exit / ...` lines (short marks below full detail).
        let effectLines: [String]
        let states: [Int]
        let clusters: [Cluster]
    }

    /// States in no group, in declaration order.
    let topLevelStates: [Int]
    /// Groups in no group, in declaration order.
    let clusters: [Cluster]
    /// A state inside each group (its first, recursively): DOT draws a group's edges from it.
    let anchors: [Int: Int]
    /// Which groups hold each state and each group.
    private let membership: Membership

    init(machine: Machine, detail: DiagramOptions.Detail, declarations: StateEffectsIndex) {
        membership = machine.membership
        topLevelStates = machine.states.indices.filter { machine.membership.groups(containing: $0).isEmpty }
        func cluster(_ group: Int, depth: Int) -> Cluster {
            let members = machine.groups[group].members
            let effects =
                (declarations.declarations(.entry, of: .group(group)) + declarations.declarations(.exit, of: .group(group))
                + declarations.declarations(.during, of: .group(group)))
                .map { DiagramContent.line(of: $0, in: machine, detail: detail) }
            var inner: [Cluster] = []
            // The checker refuses cycles; the depth bound keeps a malformed model finite.
            if depth < machine.groups.count {
                for case .group(let child) in members { inner.append(cluster(child, depth: depth + 1)) }
            }
            return Cluster(
                group: group, name: machine.groups[group].name, isRegion: machine.groups[group].isRegion, effectLines: effects,
                states: members.compactMap { if case .state(let state) = $0 { return state } else { return nil } },
                clusters: inner)
        }
        clusters = machine.groups.indices.filter { machine.membership.groups(enclosing: $0).isEmpty }.map { cluster($0, depth: 0) }
        var anchors: [Int: Int] = [:]
        for group in machine.groups.indices {
            anchors[group] = machine.membership.states(inGroup: group).first
        }
        self.anchors = anchors
    }

    /// The innermost cluster that holds both ends, `nil` for the top level. A group's edge
    /// leaves its cluster's border, so the group counts as a point just outside it.
    func innermostCluster(holding first: DiagramContent.Endpoint, and second: DiagramContent.Endpoint) -> Int? {
        let firstPath = clusters(around: first)
        let secondPath = clusters(around: second)
        return zip(firstPath, secondPath).prefix { $0 == $1 }.last?.0
    }

    /// The clusters around an end, outermost first.
    private func clusters(around endpoint: DiagramContent.Endpoint) -> [Int] {
        switch endpoint {
        case .state(let state): return membership.groups(containing: state).reversed()
        case .group(let group): return membership.groups(enclosing: group).reversed()
        case .anyState: return []
        }
    }
}
