/// Warnings about time and activities:
/// `shadowed-timer`: an `after` row that an earlier one from the same source always beats,
/// since it fires unconditionally, no later, and leaves (or re-enters) the source;
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
            let winner = timed[..<position].first { earlier in
                earlier.source == row.source && earlier.alwaysFires && !earlier.updatesInPlace
                    && earlier.delay.map { $0.isNoLater(than: delay) } == true
            }
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
