/// One side of a cell change in a sentence: what the fired row does, as the spec writes it
/// (`→ confirmed(order) / track(order)`), or with the witness's values when the spelling alone
/// would read the same on both sides (`→ idle(true)`).
enum RowDescription {
    static func text(of run: CellRun, in machine: Machine, concrete: Bool) -> String {
        switch run.row.kind {
        case .ignored: return "ignore"
        case .rejected: return "rejected (no row's conditions hold)"
        case .unhandled: return "unhandled (no row for this event)"
        case .traps: return "traps (a sum overflows)"
        case .transitioned:
            if !concrete, let index = run.firedRow,
                let row = machine.rows.first(where: { $0.index == index }),
                row.leadsSomewhere,
                let target = machine.specText(targetOf: row)
            {
                let calls = row.clause.effects
                return (row.updatesInPlace ? "stays " : "→ ") + target
                    + (calls.isEmpty ? "" : " / " + calls.map(machine.specText).joined(separator: ", "))
            }
            let next = run.row.next.map(\.diffSyntax) ?? ""
            let effects = run.exitEffects + run.row.effects + run.entryEffects
            return (run.row.stays ? "stays " : "→ ") + next
                + (effects.isEmpty ? "" : " / " + effects.map(\.diffSyntax).joined(separator: ", "))
        }
    }
}
