import StateMachineCompiler

/// The text of one matrix cell: what each candidate row does, in the order tried.
struct MatrixCells {
    let machine: Machine
    private let effects: MatrixEffects

    init(machine: Machine) {
        self.machine = machine
        effects = MatrixEffects(machine: machine)
    }

    func text(_ rows: [Row], in state: Int) -> String {
        guard !rows.isEmpty else { return "—" }
        return rows.map { describe($0, in: state) }.joined(separator: "<br>")
    }

    /// `[same op] → confirmed`, `[hasValidAddress] → submitting / submit`, `ignore`.
    private func describe(_ row: Row, in state: Int) -> String {
        let conditions = self.conditions(of: row)
        let prefix = conditions.isEmpty ? "" : "[" + conditions.joined(separator: "; ") + "] "
        switch row.action {
        case .ignore:
            return Self.escaped(prefix + "ignore")
        case .transition(let target, _, let calls):
            let names = effects.names(from: state, to: target, own: calls)
            return Self.escaped(prefix + "→ " + machine.stateName(target) + (names.isEmpty ? "" : " / " + names.joined(separator: ", ")))
        }
    }

    /// What must hold besides the case names: repeated names, literals, then the guard.
    private func conditions(of row: Row) -> [String] {
        let sourceCount = row.sourcePatternCount
        let labels =
            Array((row.sourceState.map { machine.states[$0].parameters } ?? []).prefix(sourceCount))
            + machine.events[row.event].parameters
        var conditions: [String] = []
        for (position, pattern) in row.allPatterns.enumerated() {
            switch pattern {
            case .same(let name): conditions.append("same \(name)")
            case .literal(let literal):
                let label = labels.indices.contains(position) ? labels[position].name : "_"
                conditions.append("\(label) = \(literal.specSyntax)")
            case .bind, .skip: continue
            }
        }
        if let guardExpression = row.guardExpression { conditions.append(guardExpression.specSyntax) }
        return conditions
    }

    /// A cell cannot hold a raw `|` (it would end the cell) or a line break.
    private static func escaped(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
