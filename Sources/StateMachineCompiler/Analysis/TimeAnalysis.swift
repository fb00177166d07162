/// Warnings about time and activities:
/// `shadowed-timer`: an `after` row that another one from the same source always beats,
/// since it fires unconditionally, sooner (or as soon and written earlier), and leaves (or
/// re-enters) the source;
/// `activity-in-final-state`: a `during` on a final state, which the machine never leaves.
/// (Unused bindings and guard verdicts of `after` rows are the clause analyses'.)
enum TimeAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        shadowedTimers(machine, sourceMap) + activitiesInFinalStates(machine, sourceMap)
    }

    private static func shadowedTimers(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        let timed = machine.rows.filter { $0.delay != nil }
        var diagnostics: [Diagnostic] = []
        for (position, row) in timed.enumerated() {
            guard let delay = row.delay else { continue }
            let winner = timed.enumerated().first { otherPosition, other in
                guard otherPosition != position, other.source == row.source, other.alwaysFires, !other.updatesInPlace,
                    let otherDelay = other.delay
                else { return false }
                // Timers due together fire in written order.
                return otherDelay.isNoLater(than: delay) && (otherPosition < position || !delay.isNoLater(than: otherDelay))
            }?.element
            guard let winner, let winnerDelay = winner.delay else { continue }
            diagnostics.append(
                .warning(
                    AnalysisWarning.shadowedTimer, at: sourceMap.rows[row.index].row,
                    notes: [.init(.firesFirstAfter(delay: winnerDelay.spelling), at: sourceMap.rows[winner.index].row)]))
        }
        return diagnostics
    }

    private static func activitiesInFinalStates(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        machine.stateEffects.indices.compactMap { index in
            let declaration = machine.stateEffects[index]
            guard declaration.kind == .during, case .state(let state) = declaration.source, machine.states[state].isFinal else {
                return nil
            }
            return .warning(
                AnalysisWarning.activityInFinalState(state: machine.states[state].name), at: sourceMap.stateEffects[index].declaration)
        }
    }
}
