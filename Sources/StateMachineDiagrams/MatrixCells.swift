import StateMachineCompiler

/// The text of one matrix cell: what each candidate row does, in the order tried.
struct MatrixCells {
    let machine: Machine
    private let effects: MatrixEffects

    init(machine: Machine) {
        self.machine = machine
        effects = MatrixEffects(machine: machine)
    }

    func text(_ candidates: [MatrixPlan.Candidate]) -> String {
        guard !candidates.isEmpty else { return "—" }
        return candidates.map(describe).joined(separator: "<br>")
    }

    /// `[same op] → confirmed`, `[hasValidAddress] → submitting / submit`, `stays uploading`, `ignore`.
    private func describe(_ candidate: MatrixPlan.Candidate) -> String {
        let row = candidate.row
        let conditions = self.conditions(of: row)
        let prefix = conditions.isEmpty ? "" : "[" + conditions.joined(separator: "; ") + "] "
        switch row.action {
        case .ignore:
            return MarkdownText.cell(prefix + "ignore")
        case .transition(let target), .update(let target):
            let names = candidate.effects.map(effects.name)
            let action = (row.updatesInPlace ? "stays " : "→ ") + machine.stateName(target)
            return MarkdownText.cell(prefix + action + (names.isEmpty ? "" : " / " + names.joined(separator: ", ")))
        }
    }

    /// What must hold besides the case names: repeated names, literals, then the guard.
    private func conditions(of row: Row) -> [String] {
        var conditions: [String] = []
        for match in row.clause.matches {
            let labels: [Field]
            switch match.payload {
            case .state(let state): labels = machine.states[state].parameters
            case .event(let event): labels = machine.events[event].parameters
            }
            for (position, pattern) in match.patterns.enumerated() {
                switch pattern {
                case .same(let name): conditions.append("same \(name)")
                case .literal(let literal):
                    let label = labels.indices.contains(position) ? labels[position].name : "_"
                    conditions.append("\(label) = \(literal.specText)")
                case .bind, .skip: continue
                }
            }
        }
        if let guardExpression = row.guardExpression { conditions.append(guardExpression.specText) }
        return conditions
    }
}
