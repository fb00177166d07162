/// Table inputs for `entry` and `exit` declarations: for each, a `->` row firing where it
/// contributes and, when it has a literal, repeated name or guard, one where it does not;
/// and for each `->` row that can lead back into its own case, a case where it does.
///
/// The search varies the slots that feed the declaration: for an exit, the source state's
/// payload; for an entry, the slots the row's target arguments are taken from.
enum StateEffectsCases {
    static func inputs(for machine: Machine, _ interpreter: Interpreter) -> [(Input, CaseReason)] {
        guard !machine.stateEffects.isEmpty else { return [] }
        var result: [(Input, CaseReason)] = []
        for declaration in machine.stateEffects {
            let contributing = find(declaration, in: machine, interpreter, contributes: true)
            if let contributing {
                result.append((contributing, CaseReason(line: declaration.line, kind: .contributes(declaration.kind))))
            }
            if !declaration.clause.isUnconditional, let withheld = find(declaration, in: machine, interpreter, contributes: false) {
                result.append((withheld, CaseReason(line: declaration.line, kind: .withheld(declaration.kind))))
            }
        }
        return result + reentries(in: machine, interpreter)
    }

    private static func reentries(in machine: Machine, _ interpreter: Interpreter) -> [(Input, CaseReason)] {
        machine.rows.compactMap { row in
            // A `stays` row counts: its target is its own state.
            guard let target = row.target, let event = row.event, machine.membership.isCandidate(row, in: target) else { return nil }
            let space = InputSpace(machine: machine, state: target, event: event)
            let candidates = interpreter.candidates(state: target, event: event)
            let atoms = space.atoms(of: candidates, machine: machine)
            let search = InputSearch(atoms: atoms, alternatives: space.alternatives(for: atoms, rows: candidates, machine: machine))
            return search.first(from: space.base) { interpreter.firedRow(on: $0) == row.index }
                .map { ($0, CaseReason(line: row.line, kind: .reentry)) }
        }
    }

    /// The first input, over rows in written order and their source states, where a row
    /// that runs the declaration fires and the declaration does (or does not) hold.
    private static func find(_ declaration: StateEffects, in machine: Machine, _ interpreter: Interpreter, contributes: Bool) -> Input? {
        for row in machine.rows {
            // Cases are events sent; `after` rows are left to timer cases. A `stays` row is tried
            // too: its state's own declarations count as run, though the move leaves nothing.
            guard let target = row.target, let event = row.event else { continue }
            for source in machine.membership.candidateStates(of: row)
            where machine.membership.runs(declaration, from: source, to: target) {
                let space = InputSpace(machine: machine, state: source, event: event)
                let candidates = interpreter.candidates(state: source, event: event)
                let search = search(feeding: declaration, row: row, candidates: candidates, space: space, machine: machine)
                let found = search.first(from: space.base) { input in
                    guard let step = interpreter.safeStep(on: input), step.firedRow == row.index else { return false }
                    let seen = declaration.kind == .entry ? step.state : input.state
                    return (try? interpreter.contributes(declaration, in: seen, context: input.context)) == contributes
                }
                if let found { return found }
            }
        }
        return nil
    }

    /// A search over the slots the candidate rows read and those that decide the declaration,
    /// each literal the declaration compares with tried first.
    static func search(feeding declaration: StateEffects, row: Row, candidates: [Row], space: InputSpace, machine: Machine)
        -> InputSearch
    {
        let feeding = feedingSlots(declaration, row: row, arguments: row.clause.targetArguments, machine: machine)
        let atoms = Array(Set(space.atoms(of: candidates, machine: machine) + feeding.map(\.slot))).sorted()
        var alternatives = space.alternatives(for: atoms, rows: candidates, machine: machine)
        for (slot, literal) in feeding where literal != .nil {
            let value = RuntimeValue(literal)
            if alternatives[slot]?.contains(value) == false { alternatives[slot]?.insert(value, at: 0) }
        }
        return InputSearch(atoms: atoms, alternatives: alternatives)
    }

    /// The input slots that decide the declaration, each with a literal it compares with
    /// (or `nil` literal when it has none): context fields its guard reads, and the slot
    /// each of its pattern positions is read from.
    private static func feedingSlots(_ declaration: StateEffects, row: Row, arguments: [Value], machine: Machine) -> [(
        slot: Slot, literal: Literal
    )] {
        let names = RowSlots(row: row, machine: machine)
        func slot(atPosition position: Int) -> Slot? {
            if declaration.kind == .exit { return .state(position) }
            return arguments.indices.contains(position) ? names.slot(of: arguments[position]) : nil
        }
        let contextIndex = Dictionary((machine.context ?? []).enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func slot(of value: Value) -> Slot? {
            switch value {
            case .context(let name): return contextIndex[name].map(Slot.context)
            case .binding(let name): return declaration.patterns.firstIndex(of: .bind(name)).flatMap(slot(atPosition:))
            case .literal, .arithmetic: return nil
            }
        }
        var slots: [(Slot, Literal)] = []
        for (position, pattern) in declaration.patterns.enumerated() {
            guard let found = slot(atPosition: position) else { continue }
            switch pattern {
            case .literal(let literal): slots.append((found, literal))
            case .same, .bind: slots.append((found, .nil))
            case .skip: continue
            }
        }
        if let guardExpression = declaration.clause.guardExpression {
            slots += guardExpression.values.compactMap { value in slot(of: value).map { ($0, Literal.nil) } }
            slots += RowSlots.comparisons(in: guardExpression).compactMap { value, literal in slot(of: value).map { ($0, literal) } }
        }
        return slots
    }
}
