/// One difference in what the machine does. Each kind of behaviour the language has is one
/// case here and one comparison beside the others (see ``MachineDiff``), so a new kind
/// (timers, activities) adds a case, and every report format must then say how it reads.
public enum BehaviourChange: Hashable, Sendable {
    /// A state case and event case whose outcome, next state or the row's effects changed.
    case cell(CellChange)
    /// The effects of entering or leaving a state changed, whatever row moves there.
    case stateEffects(StateEffectsChange)
    /// The machine starts elsewhere.
    case start(StartChange)
    /// A timer or the activities of some states changed: what runs on the clock.
    case timedWork(TimedWorkChange)
    /// An event that fires in several regions performs its effects in another order.
    case effectOrder(EffectOrderChange)
    /// The `always` rows a state takes after a step changed.
    case eventless(EventlessChange)

    /// The region the change is in, in a machine with regions; `nil` without, and for a
    /// change of effect order, which is several regions'.
    public var region: String? {
        switch self {
        case .cell(let change): change.region
        case .stateEffects(let change): change.region
        case .start(let change): change.region
        case .timedWork(let change): change.region
        case .eventless(let change): change.region
        case .effectOrder: nil
        }
    }
}

/// `submitting × submitAccepted`: what it did and does now, once per distinct difference.
public struct CellChange: Hashable, Sendable {
    public struct Variant: Hashable, Sendable {
        /// What the old spec's row did, as the spec writes it: `→ confirmed(order)`, `ignore`, `rejected (no row's conditions hold)`.
        public let before: String
        public let after: String
        /// An input that shows the difference, when the rows' conditions changed so that
        /// which input is meant needs saying: `submitting(operationID: UUID#1) on ...`.
        public let witness: String?
        /// The rows that fired (old and new spec) and where they led, for highlighted diagrams.
        public let oldRow: Int?
        public let newRow: Int?
        public let oldTarget: String?
        public let newTarget: String?
        /// What the new row restarts when it leads back into the state: its activities and timers.
        public var restart: ReentryRestart? = nil

        var withoutWitness: Variant {
            Variant(
                before: before, after: after, witness: nil, oldRow: oldRow, newRow: newRow,
                oldTarget: oldTarget, newTarget: newTarget, restart: restart)
        }
    }

    public let state: String
    public let event: String
    public let variants: [Variant]
    /// The rows each spec tries for this state and event (found by these names), so a
    /// highlighted diagram can tell a changed move from a new or a removed one.
    public let oldMoves: [CellMove]
    public let newMoves: [CellMove]
    /// The region whose state it is, in a machine with regions; `nil` without.
    public internal(set) var region: String? = nil
}

/// Entering (or leaving) a state performs other effects: reported once per state, with one
/// example and the other places it shows, instead of once per row that moves there.
public struct StateEffectsChange: Hashable, Sendable {
    public let kind: StateEffects.Kind
    public let state: String
    /// The effects performed in the example, old and new, with their values.
    public let before: String
    public let after: String
    /// The example: `idle on inputsChanged(revision: 1)` or `start in loading(revision: 1)`.
    public let witness: String
    /// Other cells (`priced × inputsChanged`) and `start` where the same state's effects changed.
    public let alsoIn: [String]
    /// The region whose state it is, in a machine with regions; `nil` without.
    public internal(set) var region: String? = nil
}

/// `initial` changed: the state (and values) a machine starts in; in a machine with regions,
/// one region's (each region changed is one change), or every region's when only one side has regions.
public struct StartChange: Hashable, Sendable {
    public let before: String
    public let after: String
    /// The region whose initial state changed; `nil` without regions on both sides.
    public internal(set) var region: String? = nil
}
