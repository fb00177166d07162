/// Builds the transition table of a machine: every pair of state case and event case,
/// and for every row the inputs that show each of its conditions at work.
///
/// Inputs are searched for; expected outcomes come from the ``Interpreter``.
public enum TransitionTable {
    /// The cases in table order: grouped by source state, then event, in declaration
    /// order; within a pair in row order, replays last.
    public static func cases(for machine: Machine) -> [TransitionCase] {
        plan(for: machine).cases
    }

    public static func plan(for machine: Machine) -> TransitionTablePlan {
        let interpreter = Interpreter(machine)
        var primary: [(Input, CaseReason)] = []
        var replays: [(Input, CaseReason)] = []
        var overflowOnly: Set<Int> = []
        for state in machine.states.indices {
            for event in machine.events.indices {
                let pair = pairCases(machine, interpreter, state: state, event: event)
                primary += pair.primary
                replays += pair.replays
                overflowOnly.formUnion(pair.overflowOnly)
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
        let cases = sorted.compactMap { _, input -> TransitionCase? in
            guard let step = interpreter.safeStep(on: input) else { return nil }
            return TransitionCase(
                state: input.state, event: input.event, context: input.context, outcome: step.outcome,
                next: step.state, reasons: reasons[input, default: []])
        }
        let fired = Set(cases.flatMap { $0.reasons.filter { $0.kind == .fires }.compactMap(\.line) })
        return TransitionTablePlan(cases: cases, overflowOnly: overflowOnly.subtracting(fired).sorted())
    }

    /// The inputs the table shows for one state case and event case (replays may start elsewhere);
    /// `diff` runs them through both versions of a machine.
    static func pairCases(
        _ machine: Machine, _ interpreter: Interpreter, state: Int, event: Int
    ) -> (primary: [(Input, CaseReason)], replays: [(Input, CaseReason)], overflowOnly: [Int]) {
        let space = InputSpace(machine: machine, state: state, event: event)
        let candidates = interpreter.candidates(state: state, event: event)
        guard let firstCandidate = candidates.first else {
            return ([(space.base, CaseReason(line: nil, kind: .noRow))], [], [])
        }
        let atoms = space.atoms(of: candidates, machine: machine)
        let search = InputSearch(atoms: atoms, alternatives: space.alternatives(for: atoms, rows: candidates, machine: machine))
        var primary: [(Input, CaseReason)] = []
        var replays: [(Input, CaseReason)] = []
        var overflowOnly: [Int] = []
        for row in candidates {
            let firesRow: (Input) -> Bool = { interpreter.firedRow(on: $0) == row.index }
            let fired =
                search.first(from: space.base, where: firesRow)
                ?? SumSlots(row: row, machine: machine).widened(search, space: space)?.first(from: space.base, where: firesRow)
            if let fired, let step = interpreter.safeStep(on: fired) {
                primary.append((fired, CaseReason(line: row.line, kind: .fires)))
                let replay = Input(state: step.state, event: fired.event, context: fired.context)
                if row.leadsSomewhere, interpreter.safeStep(on: replay) != nil {
                    replays.append((replay, CaseReason(line: row.line, kind: .replay)))
                }
            } else if let held = search.first(from: space.base, where: { interpreter.holds(row, on: $0) }) {
                primary.append((held, CaseReason(line: row.line, kind: .shadowed)))
            } else if search.first(from: space.base, where: { interpreter.overflows(at: row, on: $0) }) != nil {
                overflowOnly.append(row.line)
            }
            let earlier = Array(candidates.prefix { $0.index != row.index })
            for relaxation in Relaxation.all(of: row) {
                for input in relaxedInputs(row, relaxation, after: earlier, interpreter, search, from: fired ?? space.base) {
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
        return (primary, replays, overflowOnly)
    }

    /// An input where the row without one condition would fire but the row does not:
    /// what a reducer that forgot the condition gets wrong. Failing that (an earlier row
    /// always wins there), one where the condition alone makes the difference.
    private static func relaxedInputs(
        _ row: Row, _ relaxation: Relaxation, after earlier: [Row], _ interpreter: Interpreter,
        _ search: InputSearch, from start: Input
    ) -> [Input] {
        let relaxedRow = row.relaxed(relaxation)
        let missed: (Input) -> Bool = { interpreter.holds(relaxedRow, on: $0) && !interpreter.holds(row, on: $0) }
        let alone: (Input) -> Bool = { input in !earlier.contains { interpreter.holds($0, on: input) } }
        guard case .repeatedName(let name, let position) = relaxation else {
            return [search.first(from: start) { missed($0) && alone($0) } ?? search.first(from: start, where: missed)].compactMap { $0 }
        }
        // The identity alone must make the difference, whichever occurrence a reducer reads.
        let otherReading = row.readingName(name, at: position)
        let decidedByIdentity: (Input) -> Bool = { missed($0) && interpreter.holds(otherReading, on: $0) }
        if let both = search.first(from: start, where: { decidedByIdentity($0) && alone($0) })
            ?? search.first(from: start, where: decidedByIdentity)
        {
            return [both]
        }
        // No one input does (`loading(r) on quoteReceived(r, t) [r == quoteRevision]`: the
        // guard cannot hold on two different values): one case with the guard true on the
        // state's value, one with it true on the event's, so each forgotten side fails one.
        let otherMissed: (Input) -> Bool = { interpreter.holds(otherReading, on: $0) && !interpreter.holds(row, on: $0) }
        let stateSide = search.first(from: start) { missed($0) && alone($0) } ?? search.first(from: start, where: missed)
        let eventSide = search.first(from: start) { otherMissed($0) && alone($0) } ?? search.first(from: start, where: otherMissed)
        return [stateSide, eventSide].compactMap { $0 }
    }
}

extension Interpreter {
    /// The step, `nil` where the generated reducer would trap: no case may expect that.
    func safeStep(on input: Input) -> Step? {
        try? step(from: input.state, on: input.event, context: input.context)
    }

    func firedRow(on input: Input) -> Int? {
        safeStep(on: input)?.firedRow
    }

    /// Whether the row's conditions hold and the whole step runs without a trap.
    func holds(_ row: Row, on input: Input) -> Bool {
        (try? holds(row, state: input.state, event: input.event, context: input.context)) == true && safeStep(on: input) != nil
    }

    /// Whether the step traps at `row`: no earlier candidate holds, and the row's guard or
    /// what it computes when it fires overflows.
    func overflows(at row: Row, on input: Input) -> Bool {
        guard safeStep(on: input) == nil else { return false }
        let earlier = candidates(state: input.state.index, event: input.event.index).prefix { $0.index != row.index }
        return earlier.allSatisfy { (try? holds($0, state: input.state, event: input.event, context: input.context)) == false }
    }
}
