import StateMachineCompiler

/// What a diagram of the new machine marks after a diff: states and rows added (green) or
/// changed (orange), and, drawn dashed in red, states and moves that went away.
public struct DiffHighlights: Sendable {
    public enum Mark: Sendable {
        case added, changed
    }

    /// A move the old machine made that the new one does not: `from` on `event` to `to`.
    public struct RemovedEdge: Hashable, Sendable {
        public let from: String
        public let to: String
        /// The event, then ` ignore` for an `ignore` row that went away.
        public let event: String
    }

    /// By state name.
    public let states: [String: Mark]
    /// By the new machine's row index.
    public let rows: [Int: Mark]
    /// Old states that the new machine no longer declares, in old declaration order.
    public let removedStates: [String]
    public let removedEdges: [RemovedEdge]

    public init(_ diff: MachineDiff, old: Machine, new: Machine) {
        let oldStates = Dictionary(old.states.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(new.states.map(\.name))
        var states: [String: Mark] = [:]
        for state in new.states {
            guard let before = oldStates[state.name] else {
                states[state.name] = .added
                continue
            }
            if before.parameters != state.parameters || before.isFinal != state.isFinal { states[state.name] = .changed }
        }
        var rows: [Int: Mark] = [:]
        var removedEdges: [RemovedEdge] = []
        func mark(_ row: Int, _ mark: Mark) {
            // A row counts as added only if no cell shows it merely changed.
            rows[row] = mark == .added && rows[row] != .changed ? .added : .changed
        }
        // A new state's rows are new too; no cell of the old machine compares with them.
        for row in new.rows where row.source != .any {
            guard new.membership.candidateStates(of: row).allSatisfy({ states[new.states[$0].name] == .added }) else { continue }
            rows[row.index] = .added
        }
        for change in diff.behaviourChanges {
            switch change {
            case .cell(let cell):
                for variant in cell.variants {
                    if let row = variant.newRow {
                        let existed = Self.rowsMoving(cell.oldMoves, to: variant.newTarget).isEmpty == false
                        mark(row, existed ? .changed : .added)
                    }
                    let ignoredBefore = variant.oldRow != nil && variant.oldTarget == nil
                    if ignoredBefore, variant.newRow == nil || variant.newTarget != nil,
                        Self.rowsMoving(cell.newMoves, to: nil).isEmpty
                    {
                        let edge = RemovedEdge(from: cell.state, to: cell.state, event: cell.event + " ignore")
                        if !removedEdges.contains(edge) { removedEdges.append(edge) }
                    }
                    guard let target = variant.oldTarget, target != variant.newTarget else { continue }
                    let remaining = Self.rowsMoving(cell.newMoves, to: target)
                    for row in remaining { mark(row, .changed) }
                    let edge = RemovedEdge(from: cell.state, to: target, event: cell.event)
                    if remaining.isEmpty, !removedEdges.contains(edge) { removedEdges.append(edge) }
                }
            case .stateEffects(let change):
                if states[change.state] == nil { states[change.state] = .changed }
            case .timedWork(let change):
                for state in change.states where states[state] == nil { states[state] = .changed }
            case .eventless(let change):
                if states[change.state] == nil { states[change.state] = .changed }
            case .start, .effectOrder:
                continue
            }
        }
        self.states = states
        self.rows = rows
        self.removedStates = old.states.map(\.name).filter { !newNames.contains($0) }
        self.removedEdges = removedEdges
    }

    /// The rows among a cell's moves that lead to `target` (`nil`: stay, `ignore`).
    private static func rowsMoving(_ moves: [CellMove], to target: String?) -> [Int] {
        moves.filter { $0.target == target }.map(\.row)
    }
}
