/// How a highlighted DOT diagram marks a diff: added in green, changed in orange, both
/// thicker; what went away drawn dashed in red, beside the new machine.
enum DiffDOTStyle {
    static func attributes(_ mark: DiffHighlights.Mark?) -> String {
        switch mark {
        case .added: return ", color=green4, fontcolor=green4, penwidth=2"
        case .changed: return ", color=darkorange2, fontcolor=darkorange2, penwidth=2"
        case nil: return ""
        }
    }

    static let removed = "color=red3, fontcolor=red3"

    /// Removed states as dashed boxes, and removed moves as dashed edges labelled with their event.
    static func removedLines(_ highlights: DiffHighlights) -> [String] {
        highlights.removedStates.map { name in
            "    \(DOTText.quoted(name)) [label=\(DOTText.quoted(name)), style=\"rounded,dashed\", \(removed)];"
        }
            + highlights.removedEdges.map { edge in
                "    \(DOTText.quoted(edge.from)) -> \(DOTText.quoted(edge.to)) [label=\(DOTText.quoted(edge.event)), style=dashed, \(removed)];"
            }
    }
}
