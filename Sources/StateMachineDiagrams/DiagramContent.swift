import StateMachineCompiler

/// What a diagram draws, decided once so the DOT and Mermaid output never disagree.
///
/// Rows written with `*` are drawn from a single "any state" node rather than copied
/// onto every state: one edge per written row keeps large machines readable and keeps
/// the diagram a picture of the spec rather than of its expansion.
struct DiagramContent {
    enum Endpoint: Hashable {
        case state(Int)
        case anyState
        /// A group written as a row's source: drawn once, from the group's boundary.
        case group(Int)
    }

    struct Node {
        let state: Int
        /// The state's name with its payload: labels only, or `label: Type` at full detail.
        let title: String
        /// The same title as lines, the name and then one line per payload field, for
        /// layouts where a wide box pushes every other state aside.
        let titleLines: [String]
        let isFinal: Bool
        /// `entry / ...` and `exit / ...`, as SMC lists them inside the state: in full at full
        /// detail, otherwise a short mark with the effects' names.
        let effectLines: [String]
    }

    struct Edge {
        let from: Endpoint
        let to: Endpoint
        /// Plain, unescaped label lines (see ``EdgeLabel``); each format joins and escapes
        /// them its own way, and marks `ignore` rows its own way.
        let lines: [String]
        let isIgnore: Bool
        /// The index of the row the edge draws.
        let row: Int
    }

    let machine: Machine
    /// Indexed like the machine's states.
    let nodes: [Node]
    /// The one start, or one per region.
    let starts: [DiagramStart]
    let edges: [Edge]
    /// The group tree; empty for a spec without groups.
    let layout: DiagramLayout

    var hasAnyState: Bool { edges.contains { $0.from == .anyState } }

    init(machine: Machine, options: DiagramOptions) {
        self.machine = machine
        let declarations = StateEffectsIndex(machine)
        nodes = machine.states.enumerated().map { index, state in
            let payload = state.parameters.map { options.detail == .full ? $0.specText : $0.name }
            let effects =
                (declarations.declarations(.entry, of: .state(index)) + declarations.declarations(.exit, of: .state(index))
                + declarations.declarations(.during, of: .state(index)))
                .map { Self.line(of: $0, in: machine, detail: options.detail) }
            return Node(
                state: index, title: CallSyntax.render(state.name, payload.isEmpty ? nil : payload), titleLines: [state.name] + payload,
                isFinal: state.isFinal, effectLines: effects)
        }
        layout = DiagramLayout(machine: machine, detail: options.detail, declarations: declarations)
        starts = DiagramStart.starts(of: machine)
        edges = machine.rows.flatMap { row -> [Edge] in
            Self.sources(of: row.source).compactMap { from in
                switch row.action {
                case .ignore:
                    guard options.showsIgnoreRows else { return nil }
                    return Edge(
                        from: from, to: from, lines: EdgeLabel.lines(of: row, in: machine, detail: options.detail), isIgnore: true,
                        row: row.index)
                case .transition(let target), .update(let target):
                    return Edge(
                        from: from, to: .state(target), lines: EdgeLabel.lines(of: row, in: machine, detail: options.detail),
                        isIgnore: false,
                        row: row.index)
                }
            }
        }
    }

    /// Where a row's edges start: one per written source item, so a group row is one edge.
    private static func sources(of source: Source) -> [Endpoint] {
        switch source {
        case .any: return [.anyState]
        case .state(let state): return [.state(state)]
        case .group(let group): return [.group(group)]
        case .list(let items):
            return items.map { item in
                switch item {
                case .state(let state): return .state(state)
                case .group(let group): return .group(group)
                }
            }
        }
    }

    /// `entry / fetch(id)` or `exit [flag] / cancel`; a value the state's pattern binds is
    /// spelled as the payload label it binds, as on edges (`during uploading(file, _) /
    /// upload(file)` reads `during / upload(url)` beside the state's `url`), and a literal
    /// or repeated name becomes a condition. Below full detail, `entry / fetch` or `exit / cancel`.
    static func line(of declaration: StateEffects, in machine: Machine, detail: DiagramOptions.Detail) -> String {
        var text = declaration.kind.rawValue
        let clause = declaration.clause
        guard detail == .full else {
            return text + " / " + clause.effects.map { DiagramEffectText.name($0.effect, in: machine) }.joined(separator: ", ")
        }
        let bindings = SourceBindings(declaration: declaration, machine: machine)
        if !bindings.conditions.isEmpty { text += " [\(bindings.conditions.joined(separator: " && "))]" }
        if let guardExpression = clause.guardExpression { text += " [\(bindings.renamed(guardExpression).specText)]" }
        let calls = clause.effects.map { EffectCall(effect: $0.effect, arguments: $0.arguments.map(bindings.renamed)) }
        return text + " / " + calls.map { DiagramEffectText.call($0, in: machine) }.joined(separator: ", ")
    }
}
