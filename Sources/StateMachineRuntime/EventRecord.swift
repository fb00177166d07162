/// One event a store applied: what an observer receives (seed 000 §14.5).
///
/// Records hold the full values; an observer that logs them decides what leaves the
/// device. Log `outcome.kind` and your own case names rather than payloads that may carry
/// addresses, tokens or user input.
public struct EventRecord<Machine: StateMachine>: Sendable {
    /// 1 for the first event the store applied, then counting up without gaps.
    public let sequence: Int
    public let event: Machine.Event
    public let outcome: Machine.Outcome
    public let stateBefore: Machine.State
    public let stateAfter: Machine.State
    /// Whether an effect sent the event (a reply), rather than the store's owner.
    public let fromEffect: Bool
}
