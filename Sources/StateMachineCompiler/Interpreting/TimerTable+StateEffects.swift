extension TimerTable {
    /// Inputs where the `after` row fires from `state` and each `entry` or `exit` declaration
    /// the move runs contributes and, when it has a condition, one where it does not: as
    /// ``StateEffectsCases`` finds for events, since a timer may be the only way into a state.
    /// Activities are left out: they are the store's work, never in the reducer's outcome.
    static func stateEffectsInputs(
        firing timer: Int, _ row: Row, in state: Int, _ machine: Machine, _ interpreter: Interpreter
    ) -> [(Input, CaseReason)] {
        guard case .transition(let target) = row.action else { return [] }
        var inputs: [(Input, CaseReason)] = []
        for declaration in machine.stateEffects where declaration.kind != .during {
            guard machine.membership.runs(declaration, from: state, to: target) else { continue }
            let space = InputSpace(machine: machine, timerIn: state)
            let search = StateEffectsCases.search(feeding: declaration, row: row, candidates: [row], space: space, machine: machine)
            for contributes in declaration.clause.isUnconditional ? [true] : [true, false] {
                let found = search.first(from: space.base) { input in
                    guard let step = try? interpreter.step(from: input.state, after: timer, context: input.context),
                        step.firedRow == row.index
                    else { return false }
                    let seen = declaration.kind == .entry ? step.state : input.state
                    return (try? interpreter.contributes(declaration, in: seen, context: input.context)) == contributes
                }
                let kind: CaseReason.Kind = contributes ? .contributes(declaration.kind) : .withheld(declaration.kind)
                if let found { inputs.append((found, CaseReason(line: declaration.line, kind: kind))) }
            }
        }
        return inputs
    }
}
