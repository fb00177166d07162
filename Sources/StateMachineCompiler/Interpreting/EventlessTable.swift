/// One case of the `always` table: a machine started in `state` (a store created or restored
/// there) takes the `always` and `done` rows that hold, ending in `next` and performing
/// `effects`, the state's entry effects and the rows': what `start(_:)` must do.
public struct EventlessCase: Hashable, Sendable {
    public let state: RuntimeCase
    /// One value per context field; empty when the spec has no context block.
    public let context: [RuntimeValue]
    public let effects: [RuntimeCase]
    public let next: RuntimeCase
    /// The rows the case shows taken first (`fires`) or held back by one condition.
    public let reasons: [CaseReason]
}

/// The cases that check the `always` and `done` rows of a machine without regions: in each
/// state of a row's source, an input where it is the first row taken, and for each of its
/// conditions one where only that condition fails. Inputs are searched for as for an `after`
/// row, which reads no event either; expected states and effects come from the ``Interpreter``.
/// A machine with regions gets none yet: its starts vary one region at a time (``StartTable``).
public enum EventlessTable {
    /// The cases in state declaration order, each state's rows in written order.
    public static func cases(for machine: Machine) -> [EventlessCase] {
        guard machine.hasEventlessRows, !machine.hasRegions else { return [] }
        let interpreter = Interpreter(machine)
        var cases: [EventlessCase] = []
        for state in machine.states.indices {
            let rows = machine.rows.filter { $0.isEventless && machine.membership.isCandidate($0, in: state) }
            var order: [Input] = []
            var reasons: [Input: [CaseReason]] = [:]
            for row in rows {
                for (input, reason) in inputs(taking: row, among: rows, in: state, machine, interpreter) {
                    if reasons[input] == nil { order.append(input) }
                    if reasons[input, default: []].contains(reason) == false { reasons[input, default: []].append(reason) }
                }
            }
            cases += order.compactMap { input in
                // A start that does not settle traps in the generated code: it is no case.
                guard let started = try? interpreter.start([input.state], context: input.context), let next = started.states.first else {
                    return nil
                }
                return EventlessCase(
                    state: input.state, context: input.context, effects: started.effects, next: next,
                    reasons: reasons[input, default: []])
            }
        }
        return cases
    }

    /// `row` taken first among the state's `rows`, and each of its conditions failing alone.
    private static func inputs(
        taking row: Row, among rows: [Row], in state: Int, _ machine: Machine, _ interpreter: Interpreter
    ) -> [(Input, CaseReason)] {
        let space = InputSpace(machine: machine, timerIn: state)
        // Whether the row is taken first depends on the earlier rows' conditions too.
        let deciding = Array(rows.prefix { $0.index != row.index }) + [row]
        let atoms = space.atoms(of: deciding, machine: machine)
        let search = InputSearch(atoms: atoms, alternatives: space.alternatives(for: atoms, rows: deciding, machine: machine))
        let takenFirst: (Input) -> Bool = { input in
            rows.first { EventFreeRowInputs.holds($0, on: input, interpreter) }?.index == row.index
        }
        let fired = search.first(from: space.base, where: takenFirst)
        var inputs = fired.map { [($0, CaseReason(line: row.line, kind: .fires))] } ?? []
        inputs += EventFreeRowInputs.conditionFailures(of: row, search: search, from: fired ?? space.base, interpreter)
        return inputs
    }
}
