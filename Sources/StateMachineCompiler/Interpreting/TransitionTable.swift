/// Builds the transition table of a machine: every pair of state case and event case,
/// and for every row the inputs that show each of its conditions at work.
///
/// Inputs are searched for; expected outcomes come from the ``Interpreter``.
public enum TransitionTable {
    /// The cases in table order: grouped by source state, then event, in declaration
    /// order; within a pair in row order, replays last.
    public static func cases(for machine: Machine) -> [TransitionCase] {
        let interpreter = Interpreter(machine)
        var primary: [(Input, CaseReason)] = []
        var replays: [(Input, CaseReason)] = []
        for state in machine.states.indices {
            for event in machine.events.indices {
                let pair = pairCases(machine, interpreter, state: state, event: event)
                primary += pair.primary
                replays += pair.replays
            }
        }
        var order: [Input] = []
        var reasons: [Input: [CaseReason]] = [:]
        primary += StateEffectsCases.inputs(for: machine, interpreter)
        for (input, reason) in primary + replays {
            if reasons[input] == nil { order.append(input) }
            if reasons[input, default: []].contains(reason) == false { reasons[input, default: []].append(reason) }
        }
        let sorted = order.enumerated().sorted { left, right in
            (left.element.state.index, left.element.event.index, left.offset)
                < (right.element.state.index, right.element.event.index, right.offset)
        }
        return sorted.map { _, input in
            let step = interpreter.step(from: input.state, on: input.event, context: input.context)
            return TransitionCase(
                state: input.state, event: input.event, context: input.context, outcome: step.outcome,
                next: step.state, reasons: reasons[input, default: []])
        }
    }

    private static func pairCases(
        _ machine: Machine, _ interpreter: Interpreter, state: Int, event: Int
    ) -> (primary: [(Input, CaseReason)], replays: [(Input, CaseReason)]) {
        let space = InputSpace(machine: machine, state: state, event: event, samples: .printable)
        let candidates = interpreter.candidates(state: state, event: event)
        guard let firstCandidate = candidates.first else {
            return ([(space.base, CaseReason(line: nil, kind: .noRow))], [])
        }
        let atoms = space.atoms(of: candidates, machine: machine)
        let search = InputSearch(atoms: atoms, alternatives: space.alternatives(for: atoms, rows: candidates, machine: machine))
        var primary: [(Input, CaseReason)] = []
        var replays: [(Input, CaseReason)] = []
        for row in candidates {
            let fired = search.first(from: space.base) { interpreter.firedRow(on: $0) == row.index }
            if let fired {
                primary.append((fired, CaseReason(line: row.line, kind: .fires)))
                let step = interpreter.step(from: fired.state, on: fired.event, context: fired.context)
                if row.isTransition {
                    replays.append((Input(state: step.state, event: fired.event, context: fired.context), CaseReason(line: row.line, kind: .replay)))
                }
            } else if let held = search.first(from: space.base, where: { interpreter.holds(row, on: $0) }) {
                primary.append((held, CaseReason(line: row.line, kind: .shadowed)))
            }
            let earlier = Array(candidates.prefix { $0.index != row.index })
            for relaxation in Relaxation.all(of: row) {
                if let input = relaxedInput(row, relaxation, after: earlier, interpreter, search, from: fired ?? space.base) {
                    primary.append((input, CaseReason(line: row.line, kind: relaxation.reasonKind)))
                }
            }
            for boundary in row.guardExpression?.boundaryGuards ?? [] {
                let atBoundary = row.withGuard(boundary)
                let alone: (Input) -> Bool = { input in !earlier.contains { interpreter.holds($0, on: input) } }
                if let input = search.first(from: fired ?? space.base, where: { alone($0) && interpreter.holds(atBoundary, on: $0) }) {
                    let kind: CaseReason.Kind = interpreter.firedRow(on: input) == row.index ? .fires : .guardFails
                    primary.append((input, CaseReason(line: row.line, kind: kind)))
                }
            }
        }
        if primary.isEmpty {
            primary.append((space.base, CaseReason(line: firstCandidate.line, kind: .shadowed)))
        }
        return (primary, replays)
    }

    /// An input where the row without one condition would fire but the row does not:
    /// what a reducer that forgot the condition gets wrong. Failing that (an earlier row
    /// always wins there), one where the condition alone makes the difference.
    private static func relaxedInput(
        _ row: Row, _ relaxation: Relaxation, after earlier: [Row], _ interpreter: Interpreter,
        _ search: InputSearch, from start: Input
    ) -> Input? {
        let relaxedRow = row.relaxed(relaxation)
        let missed: (Input) -> Bool = { interpreter.holds(relaxedRow, on: $0) && !interpreter.holds(row, on: $0) }
        let alone: (Input) -> Bool = { input in !earlier.contains { interpreter.holds($0, on: input) } }
        guard case .repeatedName(let name, let position) = relaxation else {
            return search.first(from: start) { missed($0) && alone($0) } ?? search.first(from: start, where: missed)
        }
        // The identity alone must make the difference, whichever occurrence a reducer reads.
        let otherReading = row.readingName(name, at: position)
        let decidedByIdentity: (Input) -> Bool = { missed($0) && interpreter.holds(otherReading, on: $0) }
        return search.first(from: start) { decidedByIdentity($0) && alone($0) }
            ?? search.first(from: start, where: decidedByIdentity)
            ?? search.first(from: start) { missed($0) && alone($0) }
            ?? search.first(from: start, where: missed)
    }
}

extension Interpreter {
    func firedRow(on input: Input) -> Int? {
        step(from: input.state, on: input.event, context: input.context).firedRow
    }

    func holds(_ row: Row, on input: Input) -> Bool {
        holds(row, state: input.state, event: input.event, context: input.context)
    }
}
