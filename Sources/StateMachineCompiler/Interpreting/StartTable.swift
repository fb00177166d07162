/// One case of a start table: a machine starting in (or restored into) `states` performs
/// `effects`, what `entryEffects(of:)` must return.
public struct StartCase: Hashable, Sendable {
    /// One state per region, in region declaration order; a machine without regions has one.
    public let states: [RuntimeCase]
    /// One value per context field; empty when the spec has no context block.
    public let context: [RuntimeValue]
    public let effects: [RuntimeCase]
    /// The entry declarations the case shows contributing or not; empty when none applies.
    public let reasons: [CaseReason]
}

/// The cases that check `entryEffects(of:)`: every state with distinct sample values, and
/// for each entry declaration with a literal, repeated name or guard, a start where it
/// holds and one where it does not. In a machine with regions, the states ``VariedStates``
/// takes (those with entry declarations), beside the other regions' initial states.
/// Expected effects come from the ``Interpreter``.
public enum StartTable {
    public static func cases(for machine: Machine) -> [StartCase] {
        guard machine.usesStateStructure, !machine.events.isEmpty else { return [] }
        let interpreter = Interpreter(machine)
        let varied = VariedStates(machine) { !interpreter.entryDeclarations(entering: $0, from: nil).isEmpty }
        var inputs: [(states: [RuntimeCase], context: [RuntimeValue])] = []
        for (region, state) in varied.states {
            let space = InputSpace(machine: machine, state: state, event: 0)
            inputs.append((varied.configuration(region, space.base.state), space.base.context))
            for declaration in interpreter.entryDeclarations(entering: state, from: nil) where !declaration.clause.isUnconditional {
                for wanted in [true, false] {
                    if let input = search(declaration, contributes: wanted, space: space, machine: machine, interpreter) {
                        inputs.append((varied.configuration(region, input.state), input.context))
                    }
                }
            }
        }
        var seen: Set<[RuntimeValue]> = []
        return inputs.compactMap { states, context in
            guard seen.insert(states.flatMap { [.integer(IntegerValue($0.index))] + $0.values } + context).inserted,
                // A start whose entry effects overflow would trap in the generated test.
                let effects = try? interpreter.entryEffects(of: states, context: context)
            else { return nil }
            let reasons = states.flatMap { state in
                interpreter.entryDeclarations(entering: state.index, from: nil).map { declaration in
                    let holds = (try? interpreter.contributes(declaration, in: state, context: context)) == true
                    return CaseReason(line: declaration.line, kind: holds ? .contributes(.entry) : .withheld(.entry))
                }
            }
            return StartCase(states: states, context: context, effects: effects, reasons: reasons)
        }
    }

    /// Varies the state's payload and the context until the declaration does (or does not) hold.
    private static func search(
        _ declaration: StateEffects, contributes wanted: Bool, space: InputSpace, machine: Machine, _ interpreter: Interpreter
    ) -> Input? {
        let atoms = (space.base.state.values.indices.map(Slot.state) + space.base.context.indices.map(Slot.context)).sorted()
        var alternatives = space.alternatives(for: atoms, rows: [], machine: machine)
        var literals: [(Slot, Literal)] = []
        for (position, pattern) in declaration.patterns.enumerated() {
            if case .literal(let literal) = pattern { literals.append((.state(position), literal)) }
        }
        let contextIndex = Dictionary((machine.context ?? []).enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (value, literal) in declaration.clause.guardExpression.map(RowSlots.comparisons(in:)) ?? [] {
            switch value {
            case .context(let name): if let index = contextIndex[name] { literals.append((.context(index), literal)) }
            case .binding(let name):
                if let position = declaration.patterns.firstIndex(of: .bind(name)) { literals.append((.state(position), literal)) }
            case .literal, .arithmetic: break
            }
        }
        for (slot, literal) in literals where literal != .nil {
            let value = RuntimeValue(literal)
            if alternatives[slot]?.contains(value) == false { alternatives[slot]?.insert(value, at: 0) }
        }
        return InputSearch(atoms: atoms, alternatives: alternatives).first(from: space.base) { input in
            (try? interpreter.contributes(declaration, in: input.state, context: input.context)) == wanted
                && (try? interpreter.entryEffects(of: input.state, context: input.context)) != nil
        }
    }
}
