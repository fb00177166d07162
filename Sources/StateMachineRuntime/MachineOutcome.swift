/// A generated machine's `Outcome`, read the same way for every machine.
public protocol MachineOutcome: Equatable, Sendable {
    /// The machine's effect type, which `effects` holds.
    associatedtype Effect: Equatable & Sendable

    /// Which of the four things the event did.
    var kind: OutcomeKind { get }
    /// The effects a `->` row yielded; empty for every other kind.
    var effects: [Effect] { get }
    /// Whether a transition changed the state's payload in place (an update row) rather than
    /// leaving the state: the state's timers and activities keep running. False by default.
    var updatesInPlace: Bool { get }
}

extension MachineOutcome {
    public var updatesInPlace: Bool { false }
}

/// What one event did, without its effects: the unit of the store's counters.
public enum OutcomeKind: String, Equatable, Hashable, Sendable, CaseIterable {
    /// A `->` row fired: the state was set (possibly to an equal value) and its effects are due.
    case transitioned
    /// An `ignore` row fired: an expected event that changes nothing, such as a duplicate tap.
    case ignored
    /// Rows exist for this state and event but none held: a stale result or a failed guard.
    case rejected
    /// No row for this state and event. In production a diagnostic to count, not a crash:
    /// late answers after sign-out arrive here. Tests can fail on it.
    case unhandled
}
