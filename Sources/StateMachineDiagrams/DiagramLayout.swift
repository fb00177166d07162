import StateMachineCompiler

/// How groups nest in a diagram: each group a cluster holding its own states and inner
/// groups, in written order; states in no group stay at the top level.
struct DiagramLayout {
    struct Cluster {
        let group: Int
        let name: String
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

    init(machine: Machine, detail: DiagramOptions.Detail, declarations: StateEffectsIndex) {
        var grouped = Set<Int>()
        var innerGroups = Set<Int>()
        for group in machine.groups {
            for member in group.members {
                switch member {
                case .state(let state): grouped.insert(state)
                case .group(let inner): innerGroups.insert(inner)
                }
            }
        }
        topLevelStates = machine.states.indices.filter { !grouped.contains($0) }
        func cluster(_ group: Int, depth: Int) -> Cluster {
            let members = machine.groups[group].members
            let effects =
                (declarations.declarations(.entry, ofGroup: group) + declarations.declarations(.exit, ofGroup: group)
                + declarations.declarations(.during, ofGroup: group))
                .map { DiagramContent.line(of: $0, in: machine, detail: detail) }
            var inner: [Cluster] = []
            // The checker refuses cycles; the depth bound keeps a malformed model finite.
            if depth < machine.groups.count {
                for case .group(let child) in members { inner.append(cluster(child, depth: depth + 1)) }
            }
            return Cluster(
                group: group, name: machine.groups[group].name, effectLines: effects,
                states: members.compactMap { if case .state(let state) = $0 { return state } else { return nil } },
                clusters: inner)
        }
        clusters = machine.groups.indices.filter { !innerGroups.contains($0) }.map { cluster($0, depth: 0) }
        var anchors: [Int: Int] = [:]
        for group in machine.groups.indices {
            anchors[group] = machine.states(inGroup: group).first
        }
        self.anchors = anchors
    }
}
