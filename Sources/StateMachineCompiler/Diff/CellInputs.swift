/// The inputs one cell is run on in both machines, in the new machine's terms: every input
/// the transition-table generator distinguishes for that cell in either machine (each row
/// firing, shadowed, its literals, repeated names and guards failing, guard boundaries,
/// replays), both sides of every comparison's boundary, and the inputs that show each entry
/// and exit declaration contributing or not.
///
/// The searches run once per ``CellShape``: a cell of a shape already searched takes the
/// inputs found there, moved to its own state. A changed `*` row in a 100-state machine is
/// searched once, not a hundred times.
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
    /// Per shape, the inputs searched for its first cell (in that cell's state and event)
    /// and whether every boundary search there finished.
    private var searched: [CellShape: (inputs: [Input], complete: Bool)] = [:]
    /// Whether every boundary search so far finished within its budget.
    private(set) var complete = true
    /// How many cells were searched: one per shape.
    private(set) var searches = 0

    init(_ pair: MachinePair) {
        self.pair = pair
        forward = InputTranslation.forward(pair)
    }

    mutating func inputs(state: Int, event: Int, oldState: Int, oldEvent: Int) -> [Input] {
        let shape = CellShape(pair, new: (state, event), old: (oldState, oldEvent))
        let found = searched[shape] ?? search(state: state, event: event, oldState: oldState, oldEvent: oldEvent)
        searched[shape] = found
        complete = complete && found.complete
        let inputs =
            found.inputs.map { Input(state: RuntimeCase(state, $0.state.values), event: $0.event, context: $0.context) }
            + stateEffects()[Cell(state: state, event: event), default: []]
        var seen: Set<Input> = []
        return inputs.filter {
            $0.state.index == state && $0.event.index == event && seen.insert($0).inserted
        }
    }

    /// The table generator's inputs for the cell in either machine and both sides of every
    /// comparison's boundary: those in the cell's own state and event.
    private mutating func search(state: Int, event: Int, oldState: Int, oldEvent: Int) -> (inputs: [Input], complete: Bool) {
        searches += 1
        let new = TransitionTable.pairCases(pair.new, pair.newInterpreter, state: state, event: event)
        let old = TransitionTable.pairCases(
            pair.old, pair.oldInterpreter, state: oldState, event: oldEvent)
        var inputs = (new.primary + new.replays).map(\.0)
        inputs += (old.primary + old.replays).compactMap { forward.translate($0.0) }
        let newBoundaries = BoundaryInputs.inputs(pair.new, pair.newInterpreter, state: state, event: event)
        let oldBoundaries = BoundaryInputs.inputs(pair.old, pair.oldInterpreter, state: oldState, event: oldEvent)
        inputs += newBoundaries.inputs + oldBoundaries.inputs.compactMap(forward.translate)
        let inCell = inputs.filter { $0.state.index == state && $0.event.index == event }
        return (inCell, newBoundaries.complete && oldBoundaries.complete)
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
