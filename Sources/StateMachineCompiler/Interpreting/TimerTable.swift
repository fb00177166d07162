/// The timer table of a machine: each `after` row's timer fired in every state case. In
/// a state of the row's source, an input where the row fires, for each of its conditions
/// one where only that condition fails (the timer then does nothing), and for each entry
/// or exit the move runs one where it contributes and one where it does not; in any other
/// state, one input (a timer that outlived its state must change nothing).
///
/// Inputs are searched for as for events; expected outcomes come from the ``Interpreter``.
public enum TimerTable {
    /// The cases in table order: by timer (as ``Machine/timedRows``), then state case in
    /// declaration order; empty without `after` rows.
    public static func cases(for machine: Machine) -> [TimerCase] {
        let interpreter = Interpreter(machine)
        var cases: [TimerCase] = []
        for (timer, row) in machine.timedRows.enumerated() {
            for state in machine.states.indices {
                var order: [Input] = []
                var reasons: [Input: [CaseReason]] = [:]
                for (input, reason) in inputs(firing: timer, row, in: state, machine, interpreter) {
                    if reasons[input] == nil { order.append(input) }
                    if reasons[input, default: []].contains(reason) == false { reasons[input, default: []].append(reason) }
                }
                cases += order.compactMap { input in
                    // An input whose step would trap is no case: the generated reducer traps there.
                    guard let step = try? interpreter.step(from: input.state, after: timer, context: input.context) else { return nil }
                    return TimerCase(
                        state: input.state, timer: timer, context: input.context, outcome: step.outcome, next: step.state,
                        reasons: reasons[input, default: []])
                }
            }
        }
        return cases
    }

    /// The inputs of one timer in one state case, with why each is there (the diff runs these too).
    static func inputs(
        firing timer: Int, _ row: Row, in state: Int, _ machine: Machine, _ interpreter: Interpreter
    ) -> [(Input, CaseReason)] {
        let space = InputSpace(machine: machine, timerIn: state)
        guard machine.membership.isCandidate(row, in: state) else {
            return [(space.base, CaseReason(line: row.line, kind: .notInSource))]
        }
        let atoms = space.atoms(of: [row], machine: machine)
        let search = InputSearch(atoms: atoms, alternatives: space.alternatives(for: atoms, rows: [row], machine: machine))
        let fires: (Input) -> Bool = { input in
            (try? interpreter.step(from: input.state, after: timer, context: input.context))?.firedRow == row.index
        }
        let fired = search.first(from: space.base, where: fires)
        var inputs = fired.map { [($0, CaseReason(line: row.line, kind: .fires))] } ?? []
        inputs += EventFreeRowInputs.conditionFailures(of: row, search: search, from: fired ?? space.base, interpreter)
        return inputs + stateEffectsInputs(firing: timer, row, in: state, machine, interpreter)
    }
}
