import StateMachineCompiler

/// Orthogonal regions in Mermaid: the machine is one composite state whose regions Mermaid's
/// concurrency separator `--` divides. Each region is a composite titled by its name that holds
/// its states, its own `[*] -->` start and its transitions: Mermaid cannot draw a transition
/// between the inner states of two composites, and a row never leaves its region. A row written
/// with the region's name leaves the region's composite, so it follows that composite, still in
/// the region's part.
extension MermaidEmitter {
    /// Where an edge is written: in a region's composite, just after it, or outside every region.
    private enum Place: Equatable {
        case inside(region: Int)
        case after(region: Int)
        case outside
    }

    static func appendRegions(_ content: DiagramContent, _ highlights: DiffHighlights?, to lines: inout [String]) {
        let machine = content.machine
        let regions = machine.regions
        let regionOfState = machine.regionOfState
        func place(_ endpoint: DiagramContent.Endpoint) -> Place {
            let state: Int?
            switch endpoint {
            case .group(let group) where machine.groups[group].isRegion: return .after(region: group)
            case .group(let group): state = content.layout.anchors[group]
            case .state(let inner): state = inner
            case .anyState: state = nil
            }
            guard let state, regionOfState.indices.contains(state), let region = regionOfState[state], regions.indices.contains(region)
            else { return .outside }
            return .inside(region: regions[region])
        }
        let finals = content.nodes.filter(\.isFinal).map(\.state)
        func appendFlow(at section: Place, from start: DiagramStart?, indent: String, to lines: inout [String]) {
            Self.appendFlow(
                from: start, content.edges.filter { place($0.from) == section }, finals: finals.filter { place(.state($0)) == section },
                machine, highlights, indent: indent, to: &lines)
        }
        let wrapper = machineID(machine)
        let title = wrapper == machine.name ? "" : "\"\(MermaidText.escapedStateTitle(machine.name))\" as "
        lines.append("    state \(title)\(wrapper) {")
        for (position, cluster) in content.layout.clusters.filter(\.isRegion).enumerated() {
            if position > 0 { lines.append("        --") }
            let start = content.starts.first { $0.region == cluster.group }
            appendComposite(cluster, content, machine, indent: "        ", to: &lines) { indent, lines in
                appendFlow(at: .inside(region: cluster.group), from: start, indent: indent, to: &lines)
            }
            appendFlow(at: .after(region: cluster.group), from: nil, indent: "        ", to: &lines)
        }
        lines.append("    }")
        // Only a machine built by hand has states or rows outside every region.
        for state in content.layout.topLevelStates {
            appendState(content.nodes[state], machine, indent: "    ", to: &lines)
        }
        for cluster in content.layout.clusters where !cluster.isRegion {
            appendComposite(cluster, content, machine, indent: "    ", to: &lines)
        }
        if content.hasAnyState { lines.append("    state \"* any state\" as \(anyStateID)") }
        appendFlow(at: .outside, from: nil, indent: "    ", to: &lines)
    }

    /// The machine's name, unless a group's or region's ID is that already.
    private static func machineID(_ machine: Machine) -> String {
        let taken = Set(machine.groups.map { MermaidText.groupID(name: $0.name) })
        var id = MermaidText.groupID(name: machine.name)
        while taken.contains(id) { id = "m_" + id }
        return id
    }
}
