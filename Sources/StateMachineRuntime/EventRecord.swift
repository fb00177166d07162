/// One event a store applied: what an observer receives.
///
/// Records hold the full values; an observer that logs them decides what leaves the
/// device. Log `outcome.kind` and your own case names rather than payloads that may carry
/// addresses, tokens or user input.
public struct EventRecord<Machine: StateMachine>: Sendable {
    /// 1 for the first event the store applied, then counting up without gaps.
    public let sequence: Int
    /// The event, as the owner or an effect sent it.
    public let event: Machine.Event
    /// What the reducer did with it, effects included.
    public let outcome: Machine.Outcome
    /// The state the reducer was given.
    public let stateBefore: Machine.State
    /// The state the reducer left; equal to `stateBefore` unless a `->` row changed it.
    public let stateAfter: Machine.State
    /// Whether an effect sent the event (a reply), rather than the store's owner.
    public let fromEffect: Bool
}
