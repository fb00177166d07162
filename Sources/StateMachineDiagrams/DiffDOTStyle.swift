/// How a highlighted DOT diagram marks a diff: added in green, changed in orange, both
/// thicker; what went away drawn dashed in red, beside the new machine.
enum DiffDOTStyle {
    /// For a state's node, after its other attributes.
    static func attributes(_ mark: DiffHighlights.Mark?) -> String {
        edgeAttributes(mark).map { ", " + $0 }.joined()
    }

    /// For an edge that carries its own label.
    static func edgeAttributes(_ mark: DiffHighlights.Mark?) -> [String] {
        colour(of: mark).map { ["color=\($0)", "fontcolor=\($0)", "penwidth=2"] } ?? []
    }

    /// For the two halves of an edge drawn through a label node, and for that node.
    static func lineAttributes(_ mark: DiffHighlights.Mark?) -> [String] {
        colour(of: mark).map { ["color=\($0)", "penwidth=2"] } ?? []
    }

    static func textAttributes(_ mark: DiffHighlights.Mark?) -> [String] {
        colour(of: mark).map { ["fontcolor=\($0)"] } ?? []
    }

    private static func colour(of mark: DiffHighlights.Mark?) -> String? {
        switch mark {
        case .added: return "green4"
        case .changed: return "darkorange2"
        case nil: return nil
        }
    }

    static let removed = "color=red3, fontcolor=red3"
    static let removedLine = ["color=red3"]
    static let removedText = ["fontcolor=red3"]

    /// Removed states as dashed boxes; ``DOTEdges`` draws the removed moves, dashed and
    /// labelled with their event.
    static func removedStateLines(_ highlights: DiffHighlights) -> [String] {
        highlights.removedStates.map { name in
            "    \(DOTText.quoted(name)) [label=\(DOTText.quoted(name)), style=\"rounded,dashed\", \(removed)];"
        }
    }
}
