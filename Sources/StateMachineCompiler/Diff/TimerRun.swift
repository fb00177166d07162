extension Interpreter {
    /// Fires timer `timer` (its position in ``Machine/timedRows``) in `state`, as ``run(_:stateName:effectName:)``
    /// runs an event: the row's outcome apart from the exit and entry effects around it.
    func run(
        timer: Int, in state: RuntimeCase, context: [RuntimeValue], stateName: (Int) -> String, effectName: (Int) -> String
    ) -> CellRun {
        func effects(_ values: some Sequence<RuntimeCase>) -> [NamedCase] {
            values.map { NamedCase(name: effectName($0.index), values: $0.values) }
        }
        func quiet(_ kind: RowOutcome.Kind) -> CellRun {
            CellRun(row: RowOutcome(kind: kind, next: nil, effects: []), firedRow: nil)
        }
        do {
            let step = try step(from: state, after: timer, context: context)
            let next = NamedCase(name: stateName(step.state.index), values: step.state.values)
            switch step.outcome {
            case .transitioned(let all):
                let fields = contextValues(context)
                let exit = try exitEffects(leaving: state, for: step.state, context: fields)
                let entry = try entryEffects(entering: step.state, from: state, context: fields)
                let own = RowOutcome(kind: .transitioned, next: next, effects: effects(all.dropFirst(exit.count).dropLast(entry.count)))
                return CellRun(row: own, exitEffects: effects(exit), entryEffects: effects(entry), firedRow: step.firedRow)
            case .updated(let own):
                return CellRun(
                    row: RowOutcome(kind: .transitioned, next: next, effects: effects(own), stays: true), firedRow: step.firedRow)
            case .ignored: return quiet(.ignored)
            case .rejected: return quiet(.rejected)
            case .unhandled: return quiet(.unhandled)
            }
        } catch {
            return quiet(.traps)
        }
    }
}
