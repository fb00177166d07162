/// The inputs one cell is run on in both machines, in the new machine's terms: every input
/// the transition-table generator distinguishes for that cell in either machine (each row
/// firing, shadowed, its literals, repeated names and guards failing, guard boundaries,
/// replays), both sides of every comparison's boundary, and the inputs that show each entry
/// and exit declaration contributing or not.
struct CellInputs {
    private struct Cell: Hashable {
        let state: Int
        let event: Int
    }

    private let pair: MachinePair
    private let forward: InputTranslation
    /// Entry and exit inputs of both machines by cell; built on first use, since a change
    /// that touches no declaration's cells never needs them.
    private var stateEffectsInputs: [Cell: [Input]]?
    /// Whether every boundary search so far finished within its budget.
    private(set) var complete = true

    init(_ pair: MachinePair) {
        self.pair = pair
        forward = InputTranslation.forward(pair)
    }

    mutating func inputs(state: Int, event: Int, oldState: Int, oldEvent: Int) -> [Input] {
        let cell = Cell(state: state, event: event)
        let new = TransitionTable.pairCases(pair.new, pair.newInterpreter, state: state, event: event)
        let old = TransitionTable.pairCases(
            pair.old, pair.oldInterpreter, state: oldState, event: oldEvent)
        var inputs = (new.primary + new.replays).map(\.0)
        inputs += (old.primary + old.replays).compactMap { forward.translate($0.0) }
        let newBoundaries = BoundaryInputs.inputs(pair.new, pair.newInterpreter, state: state, event: event)
        let oldBoundaries = BoundaryInputs.inputs(pair.old, pair.oldInterpreter, state: oldState, event: oldEvent)
        inputs += newBoundaries.inputs + oldBoundaries.inputs.compactMap(forward.translate)
        complete = complete && newBoundaries.complete && oldBoundaries.complete
        inputs += stateEffects()[cell, default: []]
        var seen: Set<Input> = []
        return inputs.filter {
            $0.state.index == state && $0.event.index == event && seen.insert($0).inserted
        }
    }

    private mutating func stateEffects() -> [Cell: [Input]] {
        if let stateEffectsInputs { return stateEffectsInputs }
        var byCell: [Cell: [Input]] = [:]
        let inputs =
            StateEffectsCases.inputs(for: pair.new, pair.newInterpreter).map(\.0)
            + StateEffectsCases.inputs(for: pair.old, pair.oldInterpreter).compactMap {
                forward.translate($0.0)
            }
        for input in inputs {
            byCell[Cell(state: input.state.index, event: input.event.index), default: []].append(input)
        }
        stateEffectsInputs = byCell
        return byCell
    }
}
