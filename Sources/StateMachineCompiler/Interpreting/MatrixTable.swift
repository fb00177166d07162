/// The transition matrix of a machine: every state case against every event case, `after`
/// row and, when it has any, its `always` rows, with the candidates the ``Interpreter`` tries there and the exit and entry
/// declarations around each move, without running any input.
public enum MatrixTable {
    public static func plan(for machine: Machine) -> MatrixPlan {
        let interpreter = Interpreter(machine)
        let columns =
            machine.events.indices.map(MatrixPlan.Column.event) + machine.timedRows.map(MatrixPlan.Column.timer)
            + (machine.hasEventlessRows ? [.eventless] : [])
        let cells = machine.states.indices.map { state in
            columns.map { column in
                let rows: [Row]
                switch column {
                case .event(let event): rows = firable(interpreter.candidates(state: state, event: event))
                case .timer(let row): rows = interpreter.runs(row, in: state) ? [row] : []
                case .eventless: rows = firable(interpreter.eventlessRowsOfState[state] ?? [])
                }
                return rows.map { candidate($0, from: state, interpreter) }
            }
        }
        return MatrixPlan(machine: machine, columns: columns, cells: cells)
    }

    /// The candidates up to the first that fires whenever it is tried (no guard, no literal or
    /// repeated name): those after it never fire in this cell, though they may in other states
    /// (a region's or a group's row written after a state's own).
    private static func firable(_ candidates: [Row]) -> [Row] {
        guard let first = candidates.firstIndex(where: \.clause.isUnconditional) else { return candidates }
        return Array(candidates[...first])
    }

    private static func candidate(_ row: Row, from state: Int, _ interpreter: Interpreter) -> MatrixPlan.Candidate {
        func added(_ declarations: [StateEffects]) -> [MatrixPlan.Effect] {
            declarations.flatMap { declaration in
                declaration.clause.effects.map { MatrixPlan.Effect(effect: $0.effect, declaration: declaration) }
            }
        }
        let own = row.clause.effects.map { MatrixPlan.Effect(effect: $0.effect, declaration: nil) }
        let target: Int
        switch row.action {
        case .ignore: return MatrixPlan.Candidate(row: row, effects: [])
        // An update in place leaves and enters nothing.
        case .update: return MatrixPlan.Candidate(row: row, effects: own)
        case .transition(let next): target = next
        }
        let effects =
            added(interpreter.exitDeclarations(leaving: state, for: target)) + own
            + added(interpreter.entryDeclarations(entering: target, from: state))
        return MatrixPlan.Candidate(row: row, effects: effects)
    }
}
