/// How far each state is from the initial one (its region's, with regions) along `->` rows,
/// so a diagram can tell the main flow from the edges that run back against it.
///
/// Graphviz ranks a left-to-right graph by its edges: an edge back to an earlier state (a
/// retry, a cancel to idle) would pull its target rightwards and drag the picture. Such an
/// edge is written forwards and drawn backwards (`dir=back`, see ``DOTEdges``), so it ranks
/// like the flow it runs against.
struct FlowDepths {
    /// Indexed like the machine's states; `nil` for a state no `->` row reaches.
    private let depths: [Int?]
    private let anchors: [Int: Int]

    init(_ content: DiagramContent) {
        let stateCount = content.nodes.count
        anchors = content.layout.anchors
        var successors = Array(repeating: [Int](), count: stateCount)
        for edge in content.edges where !edge.isIgnore {
            guard case .state(let target) = edge.to else { continue }
            let sources: [Int]
            switch edge.from {
            case .state(let state): sources = [state]
            // Depths follow the drawing, whose edges leave every state of `*` or a group.
            case .group(let group): sources = content.machine.membership.states(of: .group(group), includingFinal: true)
            case .anyState: sources = content.machine.membership.states(of: .any, includingFinal: true)
            }
            for source in sources where successors.indices.contains(source) { successors[source].append(target) }
        }
        var depths = [Int?](repeating: nil, count: stateCount)
        var frontier: [Int] = []
        // Each region flows from its own start; rows stay inside their region.
        for start in content.starts where depths.indices.contains(start.state) && depths[start.state] == nil {
            depths[start.state] = 0
            frontier.append(start.state)
        }
        var depth = 0
        while !frontier.isEmpty {
            depth += 1
            var next: [Int] = []
            for state in frontier {
                for target in successors[state] where depths.indices.contains(target) && depths[target] == nil {
                    depths[target] = depth
                    next.append(target)
                }
            }
            frontier = next
        }
        self.depths = depths
    }

    /// An edge to a state nearer the start than where it leaves.
    func runsBack(_ edge: DiagramContent.Edge) -> Bool {
        guard !edge.isIgnore, case .state(let target) = edge.to else { return false }
        let source: Int
        switch edge.from {
        case .state(let state): source = state
        case .group(let group): source = anchors[group] ?? target
        case .anyState: return false
        }
        return runsBack(from: source, to: target)
    }

    /// A move from one state to another nearer the start; one the start does not reach runs back.
    func runsBack(from source: Int, to target: Int) -> Bool {
        guard source != target, depths.indices.contains(source), depths.indices.contains(target) else { return false }
        guard let sourceDepth = depths[source] else { return true }
        guard let targetDepth = depths[target] else { return false }
        return targetDepth < sourceDepth
    }
}
