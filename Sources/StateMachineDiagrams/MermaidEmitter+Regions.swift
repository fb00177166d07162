import StateMachineCompiler

/// Orthogonal regions in Mermaid: the machine is one composite state whose regions Mermaid's
/// concurrency separator `--` divides. Each region is a composite titled by its name that holds
/// its states, its groups, its own `[*] -->` start and the ends after its final states. The
/// transitions follow the machine's composite at the top level, in written order, as in a
/// machine without regions: Mermaid moves a state into the part of a region where a transition
/// names it, and fails on a transition written inside a region between two states of one of
/// its groups.
extension MermaidEmitter {
    static func appendRegions(_ content: DiagramContent, _ highlights: DiffHighlights?, to lines: inout [String]) {
        let machine = content.machine
        let regions = machine.regions
        let regionOfState = machine.regionOfState
        /// The group of the state's region; `nil` only in a machine built by hand.
        func regionGroup(of state: Int) -> Int? {
            guard regionOfState.indices.contains(state), let region = regionOfState[state], regions.indices.contains(region) else {
                return nil
            }
            return regions[region]
        }
        let finals = content.nodes.filter(\.isFinal).map(\.state)
        let wrapper = machineID(machine)
        let title = wrapper == machine.name ? "" : "\"\(MermaidText.escapedStateTitle(machine.name))\" as "
        lines.append("    state \(title)\(wrapper) {")
        for (position, cluster) in content.layout.clusters.filter(\.isRegion).enumerated() {
            if position > 0 { lines.append("        --") }
            let start = content.starts.first { $0.region == cluster.group }
            appendComposite(cluster, content, machine, indent: "        ", to: &lines) { indent, lines in
                appendFlow(
                    from: start, [], finals: finals.filter { regionGroup(of: $0) == cluster.group }, machine, highlights, indent: indent,
                    to: &lines)
            }
        }
        lines.append("    }")
        // Only a machine built by hand has states or groups outside every region.
        for state in content.layout.topLevelStates {
            appendState(content.nodes[state], machine, indent: "    ", to: &lines)
        }
        for cluster in content.layout.clusters where !cluster.isRegion {
            appendComposite(cluster, content, machine, indent: "    ", to: &lines)
        }
        if content.hasAnyState { lines.append("    state \"* any state\" as \(anyStateID)") }
        appendFlow(
            from: nil, content.edges, finals: finals.filter { regionGroup(of: $0) == nil }, machine, highlights, indent: "    ", to: &lines)
    }

    /// The machine's name, unless a group's or region's ID is that already.
    private static func machineID(_ machine: Machine) -> String {
        let taken = Set(machine.groups.map { MermaidText.groupID(name: $0.name) })
        var id = MermaidText.groupID(name: machine.name)
        while taken.contains(id) { id = "m_" + id }
        return id
    }
}
