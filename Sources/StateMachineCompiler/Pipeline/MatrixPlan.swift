/// What a machine's transition matrix shows, worked out once by the reference interpreter:
/// for every state and column, the rows tried there in order that can fire there (none after one
/// that always fires) and, for each `->` row, every
/// effect it yields from that state. The matrix emitter only spells these values.
public struct MatrixPlan: Sendable {
    /// A column of the matrix: an event case, the timer of an `after` row, or the `always` rows.
    public enum Column: Sendable {
        case event(Int)
        case timer(Row)
        /// The `always` rows a state takes after a step; only for a machine that has some.
        case eventless
    }

    /// One row tried in a cell, with what it yields if it fires there.
    public struct Candidate: Sendable {
        public let row: Row
        /// For a `->` row, in the order the reducer yields them: the exits of the state and
        /// groups left, the row's own effects, then the entries of the groups and state
        /// entered (a `stays` row's own only). Empty for `ignore`.
        public let effects: [Effect]
    }

    /// An effect a row yields, with the `entry` or `exit` that adds it (`nil`: the row's own).
    public struct Effect: Sendable {
        public let effect: Int
        /// Contributes only when its clause holds; the matrix says when.
        public let declaration: StateEffects?
    }

    public let machine: Machine
    /// The events in declaration order, then each `after` row's timer in written order, then `always`.
    public let columns: [Column]
    /// By state case, then column.
    public let cells: [[[Candidate]]]
}
