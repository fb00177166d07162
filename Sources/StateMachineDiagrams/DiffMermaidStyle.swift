import StateMachineCompiler

/// How a highlighted Mermaid diagram marks a diff. Mermaid's state diagrams can style
/// states but not single transitions, so states get classes (green added, orange changed,
/// red dashed removed) and transitions say it in their labels: `added:`, `changed:`, `removed:`.
enum DiffMermaidStyle {
    static func prefix(_ mark: DiffHighlights.Mark?) -> String {
        switch mark {
        case .added: return "added: "
        case .changed: return "changed: "
        case nil: return ""
        }
    }

    static func lines(_ highlights: DiffHighlights, _ machine: Machine) -> [String] {
        let indices = Dictionary(machine.states.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func id(_ name: String) -> String {
            indices[name].map { MermaidText.stateID(name: name, index: $0) } ?? "removed_" + name
        }
        var lines = highlights.removedStates.map { "    state \"\(MermaidText.escapedStateTitle($0))\" as \(id($0))" }
        for edge in highlights.removedEdges {
            lines.append("    \(id(edge.from)) --> \(id(edge.to)) : \(MermaidText.escaped("removed: " + edge.event))")
        }
        lines += [
            "    classDef added stroke:#1a7f37,stroke-width:3px",
            "    classDef changed stroke:#bc4c00,stroke-width:3px",
            "    classDef removed stroke:#cf222e,stroke-dasharray:5 5",
        ]
        for state in machine.states {
            switch highlights.states[state.name] {
            case .added: lines.append("    class \(id(state.name)) added")
            case .changed: lines.append("    class \(id(state.name)) changed")
            case nil: continue
            }
        }
        lines += highlights.removedStates.map { "    class \(id($0)) removed" }
        return lines
    }
}
