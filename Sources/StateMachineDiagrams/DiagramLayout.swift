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
    /// The group whose cluster directly holds each grouped state, and each inner group.
    private let enclosingOfState: [Int: Int]
    private let enclosingOfGroup: [Int: Int]

    init(machine: Machine, detail: DiagramOptions.Detail, declarations: StateEffectsIndex) {
        var enclosingOfState: [Int: Int] = [:]
        var enclosingOfGroup: [Int: Int] = [:]
        for (index, group) in machine.groups.enumerated() {
            for member in group.members {
                switch member {
                case .state(let state): enclosingOfState[state] = index
                case .group(let inner): enclosingOfGroup[inner] = index
                }
            }
        }
        self.enclosingOfState = enclosingOfState
        self.enclosingOfGroup = enclosingOfGroup
        topLevelStates = machine.states.indices.filter { enclosingOfState[$0] == nil }
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
        clusters = machine.groups.indices.filter { enclosingOfGroup[$0] == nil }.map { cluster($0, depth: 0) }
        var anchors: [Int: Int] = [:]
        for group in machine.groups.indices {
            anchors[group] = machine.states(inGroup: group).first
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
        var next: Int?
        switch endpoint {
        case .state(let state): next = enclosingOfState[state]
        case .group(let group): next = enclosingOfGroup[group]
        case .anyState: next = nil
        }
        var path: [Int] = []
        // The checker refuses cycles; the bound keeps a malformed model finite.
        while let group = next, path.count <= enclosingOfGroup.count {
            path.append(group)
            next = enclosingOfGroup[group]
        }
        return path.reversed()
    }
}
