/// A row one spec tries in a cell and where it leads: what a diagram of the diff marks
/// (a row whose move is new, changed, or gone).
public struct CellMove: Hashable, Sendable {
    /// The row's index in its own spec.
    public let row: Int
    /// The state it leads to, by that spec's name; `nil` for `ignore`.
    public let target: String?

    /// The rows `machine` tries for the state and event of these names, in written order;
    /// none when it has no such state or event.
    static func moves(in machine: Machine, _ interpreter: Interpreter, state: String, event: String) -> [CellMove] {
        guard let stateIndex = machine.states.firstIndex(where: { $0.name == state }),
            let eventIndex = machine.events.firstIndex(where: { $0.name == event })
        else { return [] }
        return interpreter.candidates(state: stateIndex, event: eventIndex).map { row in
            switch row.action {
            case .ignore: return CellMove(row: row.index, target: nil)
            case .transition(let next), .update(let next): return CellMove(row: row.index, target: machine.states[next].name)
            }
        }
    }
}
