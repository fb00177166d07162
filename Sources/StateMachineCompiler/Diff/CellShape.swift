/// Everything the input searches of one cell read, in both machines, with the cell's own
/// state left unnamed. Two cells of equal shape differ only in their state's index: the
/// searches start from the same values, try the same alternatives and meet their goals on
/// the same inputs, so ``CellInputs`` searches once per shape. That is what keeps a changed
/// `*` row fast in a large machine, where every state's cell has the same shape and each
/// search may spend the table generator's whole budget.
struct CellShape: Hashable {
    /// How the cell's own state is named, where it is the source or a row's target; no
    /// state can be named by an empty string.
    private static let itself = ""

    private let new: CellMeaning
    private let old: CellMeaning
    private let newEvent: Int
    private let oldEvent: Int
    /// The state's payload types: the inputs' state values and the samples searches try.
    private let newPayload: [SwiftType]
    private let oldPayload: [SwiftType]

    init(_ pair: MachinePair, new cell: (state: Int, event: Int), old oldCell: (state: Int, event: Int)) {
        new = CellMeaning(
            machine: pair.new, interpreter: pair.newInterpreter, state: cell.state, event: cell.event,
            stateName: { $0 == cell.state ? Self.itself : pair.new.stateName($0) }, effectName: { pair.new.effects[$0].name })
        old = CellMeaning(
            machine: pair.old, interpreter: pair.oldInterpreter, state: oldCell.state, event: oldCell.event,
            stateName: { $0 == oldCell.state ? Self.itself : pair.newName(ofOldState: $0) },
            effectName: pair.newName(ofOldEffect:))
        newEvent = cell.event
        oldEvent = oldCell.event
        newPayload = pair.new.states[cell.state].parameters.map(\.type)
        oldPayload = pair.old.states[oldCell.state].parameters.map(\.type)
    }
}
