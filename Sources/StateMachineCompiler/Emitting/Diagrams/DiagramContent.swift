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
        let isFinal: Bool
    }

    struct Edge {
        let from: Endpoint
        let to: Endpoint
        /// Plain, unescaped label lines; each format joins and escapes them its own way.
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
            return Node(state: index, title: CallSyntax.render(state.name, payload.isEmpty ? nil : payload), isFinal: state.isFinal)
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
                return Edge(from: from, to: from, lines: Self.lines(of: row, in: machine, detail: options.detail), isIgnore: true)
            case .transition(let target, _, _):
                return Edge(from: from, to: .state(target), lines: Self.lines(of: row, in: machine, detail: options.detail), isIgnore: false)
            }
        }
    }

    /// The row as written, minus the parts the edge's ends already show: the source and
    /// target names appear only when they carry patterns or arguments.
    private static func lines(of row: Row, in machine: Machine, detail: DiagramOptions.Detail) -> [String] {
        let ignoreSuffix = row.isTransition ? "" : " ignore"
        guard detail != .events else {
            return [machine.eventName(row.event) + ignoreSuffix]
        }
        var trigger = machine.specSyntax(eventOf: row)
        if case .state(_, _?) = row.source { trigger = machine.specSyntax(source: row.source) + " on " + trigger }
        if let guardExpression = row.guardExpression { trigger += " [\(guardExpression.specSyntax)]" }
        var lines = [trigger + ignoreSuffix]
        guard detail == .full, case .transition(_, let arguments, let calls) = row.action else { return lines }
        if !arguments.isEmpty, let target = machine.specSyntax(targetOf: row) { lines.append("-> " + target) }
        if !calls.isEmpty { lines.append("/ " + calls.map(machine.specSyntax).joined(separator: ", ")) }
        return lines
    }
}
