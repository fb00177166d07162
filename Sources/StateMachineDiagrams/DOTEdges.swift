import StateMachineCompiler

/// The DOT lines of a diagram's edges, and the nodes that carry their labels.
///
/// Graphviz places an edge's label by itself, and beside groups it often lands on a dashed
/// cluster border. So in a diagram with groups each label is a small text node in the
/// innermost cluster that holds both of the edge's ends (outside the group a group's edge
/// leaves), and the edge runs through it in two halves: Graphviz keeps other nodes out of a
/// cluster's box, so the label stays clear of every border. A loop keeps Graphviz's own
/// label, above its state, unless the state has several, whose labels Graphviz would stack.
struct DOTEdges {
    /// Label nodes by the group whose cluster holds them; `nil` is the top level.
    private(set) var labelNodes: [Int?: [String]] = [:]
    private(set) var lines: [String] = []
    private var labelCount = 0

    /// One end of an edge: the node's ID, and the cluster a group's edge is clipped to.
    private struct End {
        let id: String
        var cluster: String? = nil
    }

    init(_ content: DiagramContent, highlights: DiffHighlights?) {
        let machine = content.machine
        let usesLabelNodes = !content.layout.clusters.isEmpty
        // A group's edge starts at a state inside it, clipped to the group's cluster (`ltail`).
        func end(_ endpoint: DiagramContent.Endpoint) -> End {
            switch endpoint {
            case .state(let state): return End(id: DOTEmitter.stateID(state, machine))
            case .anyState: return End(id: DOTEmitter.anyStateID)
            case .group(let group):
                return End(
                    id: DOTEmitter.stateID(content.layout.anchors[group] ?? 0, machine), cluster: DOTEmitter.clusterID(group, machine))
            }
        }
        for start in content.starts {
            let point = End(id: DOTEmitter.startID(region: start.region, machine))
            let initial = end(.state(start.state))
            if let label = start.label, usesLabelNodes {
                throughLabel(point, initial, [label], in: start.region, runsBack: false, lineStyle: [], textStyle: [])
            } else {
                let label = start.label.map { " [label=\(DOTText.quoted($0))]" } ?? ""
                lines.append("    \(point.id) -> \(initial.id)\(label);")
            }
        }
        let depths = FlowDepths(content)
        var loops: [DiagramContent.Endpoint: Int] = [:]
        for edge in content.edges where edge.from == edge.to { loops[edge.from, default: 0] += 1 }
        for edge in content.edges {
            let mark = highlights?.rows[edge.row]
            let ignoreLine = edge.isIgnore ? ["style=dashed", "color=gray45"] : []
            let ignoreText = edge.isIgnore ? ["fontcolor=gray45"] : []
            // The word as well as the dashes, so a grey-scale print still tells them apart.
            let label = edge.isIgnore ? edge.lines.dropLast() + edge.lines.suffix(1).map { $0 + " ignore" } : edge.lines
            let isStateLoop: Bool
            if case .state = edge.from { isStateLoop = edge.from == edge.to } else { isStateLoop = false }
            let sharesItsState = isStateLoop && loops[edge.from, default: 0] > 1
            let (from, to) = (end(edge.from), end(edge.to))
            guard (usesLabelNodes && !isStateLoop) || sharesItsState else {
                // An edge back against the flow is written forwards and drawn backwards (`dir=back`), so
                // it ranks like the flow and Graphviz places its label as it places the others'; with
                // `constraint=false` instead, the label is placed late and lands on other edges' labels.
                let runsBack = depths.runsBack(edge)
                let attributes =
                    ["label=\(DOTText.quoted(lines: label))"] + (runsBack ? ["dir=back"] : []) + ignoreLine + ignoreText
                    + DiffDOTStyle.edgeAttributes(mark)
                let (first, second) = runsBack ? (to, from) : (from, to)
                lines.append("    \(first.id) -> \(second.id) [\(attributes.joined(separator: ", "))];")
                continue
            }
            if case .group(let region) = edge.from, machine.groups[region].isRegion {
                fromRegion(region, to: edge.to == edge.from ? nil : to, label, lineStyle: ignoreLine, textStyle: ignoreText, mark: mark)
                continue
            }
            throughLabel(
                from, to, label, in: content.layout.innermostCluster(holding: edge.from, and: edge.to), runsBack: depths.runsBack(edge),
                lineStyle: ignoreLine + DiffDOTStyle.lineAttributes(mark), textStyle: ignoreText + DiffDOTStyle.textAttributes(mark))
        }
        for removed in highlights?.removedEdges ?? [] {
            let (from, to) = (End(id: DOTText.quoted(removed.from)), End(id: DOTText.quoted(removed.to)))
            let lineStyle = ["style=dashed"] + DiffDOTStyle.removedLine
            guard usesLabelNodes else {
                let attributes = ["label=\(DOTText.quoted(removed.event))"] + lineStyle + DiffDOTStyle.removedText
                lines.append("    \(from.id) -> \(to.id) [\(attributes.joined(separator: ", "))];")
                continue
            }
            // Beside the new machine, like the removed states; a move back still runs back.
            let states = (machine.states.firstIndex { $0.name == removed.from }, machine.states.firstIndex { $0.name == removed.to })
            let runsBack = states.0.flatMap { source in states.1.map { depths.runsBack(from: source, to: $0) } } ?? false
            throughLabel(from, to, [removed.event], in: nil, runsBack: runsBack, lineStyle: lineStyle, textStyle: DiffDOTStyle.removedText)
        }
    }

    /// A row written on a region is never a move out of it: its label is a text node inside
    /// the region's box, with an arrow from the label to the row's target (none for a row that
    /// stays where it is), rather than an edge that leaves the border and comes back.
    private mutating func fromRegion(
        _ region: Int, to target: End?, _ label: [String], lineStyle: [String], textStyle: [String], mark: DiffHighlights.Mark?
    ) {
        labelCount += 1
        let node = DOTText.quoted("(label \(labelCount))")
        let text =
            ["shape=plaintext", "fontsize=10", "label=\(DOTText.quoted(lines: label))"] + textStyle + DiffDOTStyle.textAttributes(mark)
        labelNodes[region, default: []].append("\(node) [\(text.joined(separator: ", "))];")
        guard let target else { return }
        let attributes = [target.cluster.map { "lhead=\($0)" }].compactMap { $0 } + lineStyle + DiffDOTStyle.lineAttributes(mark)
        lines.append("    \(node) -> \(target.id)" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
    }

    /// Draws an edge in two halves through a text node that holds its label, each half
    /// written the way Graphviz should rank it: an edge back towards the start is written
    /// forwards and drawn backwards (`dir=back`), so it does not drag the main flow, and
    /// a loop leaves its state twice.
    private mutating func throughLabel(
        _ from: End, _ to: End, _ label: [String], in cluster: Int?, runsBack: Bool, lineStyle: [String], textStyle: [String]
    ) {
        labelCount += 1
        let node = DOTText.quoted("(label \(labelCount))")
        let text = ["shape=plaintext", "fontsize=10", "label=\(DOTText.quoted(lines: label))"] + textStyle
        labelNodes[cluster, default: []].append("\(node) [\(text.joined(separator: ", "))];")
        func half(_ first: String, _ second: String, _ attributes: [String?]) {
            let list = attributes.compactMap { $0 } + lineStyle
            lines.append("    \(first) -> \(second)" + (list.isEmpty ? "" : " [\(list.joined(separator: ", "))]") + ";")
        }
        if from.id == to.id {
            half(from.id, node, ["dir=none", from.cluster.map { "ltail=\($0)" }])
            half(to.id, node, ["dir=back", to.cluster.map { "ltail=\($0)" }])
        } else if runsBack {
            half(to.id, node, ["dir=back", to.cluster.map { "ltail=\($0)" }])
            half(node, from.id, ["dir=none", from.cluster.map { "lhead=\($0)" }])
        } else {
            half(from.id, node, ["dir=none", from.cluster.map { "ltail=\($0)" }])
            half(node, to.id, [to.cluster.map { "lhead=\($0)" }])
        }
    }
}
