/// Carries an input of one machine over to the other: the state and event by the case
/// correspondence (payloads keep their positions, the cases having the same payload types),
/// and each context field from the field of the same name and type, else the field's sample.
struct InputTranslation {
    let from: Machine
    let to: Machine
    let states: [Int: Int]
    let events: [Int: Int]

    /// Old → new.
    static func forward(_ pair: MachinePair) -> InputTranslation {
        InputTranslation(
            from: pair.old, to: pair.new, states: pair.correspondence.states,
            events: pair.correspondence.events)
    }

    /// New → old.
    static func backward(_ pair: MachinePair) -> InputTranslation {
        func inverted(_ mapping: [Int: Int]) -> [Int: Int] {
            Dictionary(mapping.map { ($1, $0) }, uniquingKeysWith: min)
        }
        return InputTranslation(
            from: pair.new, to: pair.old, states: inverted(pair.correspondence.states),
            events: inverted(pair.correspondence.events))
    }

    func translate(_ input: Input) -> Input? {
        guard let state = states[input.state.index], let event = events[input.event.index],
            CaseCorrespondence.sameShape(from.states[input.state.index], to.states[state]),
            CaseCorrespondence.sameShape(from.events[input.event.index], to.events[event])
        else { return nil }
        return Input(
            state: RuntimeCase(state, input.state.values), event: RuntimeCase(event, input.event.values),
            context: context(input.context, state: state, event: event))
    }

    func translateStart(state: RuntimeCase, context: [RuntimeValue]) -> (
        state: RuntimeCase, context: [RuntimeValue]
    )? {
        guard let target = states[state.index],
            CaseCorrespondence.sameShape(from.states[state.index], to.states[target])
        else {
            return nil
        }
        return (RuntimeCase(target, state.values), self.context(context, state: target, event: 0))
    }

    private func context(_ values: [RuntimeValue], state: Int, event: Int) -> [RuntimeValue] {
        let fromFields = from.context ?? []
        let toFields = to.context ?? []
        if fromFields == toFields { return values }
        let samples =
            to.events.isEmpty
            ? [] : InputSpace(machine: to, state: state, event: event).base.context
        return toFields.enumerated().map { index, field in
            if let source = fromFields.firstIndex(where: {
                $0.name == field.name && $0.type == field.type
            }), values.indices.contains(source) {
                return values[source]
            }
            return samples.indices.contains(index) ? samples[index] : .nil
        }
    }
}
