/// What a diagram draws, decided once so the DOT and Mermaid output never disagree.
///
/// Rows written with `*` are drawn from a single "any state" node rather than copied
/// onto every state: one edge per written row keeps large machines readable and keeps
/// the diagram a picture of the spec rather than of its expansion.
struct DiagramContent {
    enum Endpoint: Hashable {
        case state(Int)
        case anyState
    }

    struct Node {
        let state: Int
        /// The state's name with its payload: labels only, or `label: Type` at full detail.
        let title: String
        /// The same title as lines, the name and then one line per payload field, for
        /// layouts where a wide box pushes every other state aside.
        let titleLines: [String]
        let isFinal: Bool
    }

    struct Edge {
        let from: Endpoint
        let to: Endpoint
        /// Plain, unescaped label lines (see ``EdgeLabel``); each format joins and escapes
        /// them its own way, and marks `ignore` rows its own way.
        let lines: [String]
        let isIgnore: Bool
    }

    let nodes: [Node]
    let initialState: Int
    /// The literal values of `initial NAME(...)`, shown on the start edge.
    let initialLabel: String?
    let edges: [Edge]

    var hasAnyState: Bool { edges.contains { $0.from == .anyState } }

    init(machine: Machine, options: DiagramOptions) {
        nodes = machine.states.enumerated().map { index, state in
            let payload = state.parameters.map { options.detail == .full ? $0.specSyntax : $0.name }
            return Node(
                state: index, title: CallSyntax.render(state.name, payload.isEmpty ? nil : payload), titleLines: [state.name] + payload,
                isFinal: state.isFinal)
        }
        initialState = machine.initial.state
        initialLabel = machine.initial.arguments.flatMap { arguments in
            arguments.isEmpty ? nil : "(\(arguments.map(\.specSyntax).joined(separator: ", ")))"
        }
        edges = machine.rows.compactMap { row in
            let from = row.sourceState.map(Endpoint.state) ?? .anyState
            switch row.action {
            case .ignore:
                guard options.showsIgnoreRows else { return nil }
                return Edge(from: from, to: from, lines: EdgeLabel.lines(of: row, in: machine, detail: options.detail), isIgnore: true)
            case .transition(let target, _, _):
                return Edge(from: from, to: .state(target), lines: EdgeLabel.lines(of: row, in: machine, detail: options.detail), isIgnore: false)
            }
        }
    }
}
