/// One input a store applied, an event or a timer: what an observer receives.
///
/// Records hold the full values; an observer that logs them decides what leaves the
/// device. Log `outcome.kind` and your own case names rather than payloads that may carry
/// addresses, tokens or user input.
public struct EventRecord<Machine: StateMachine>: Sendable {
    /// What the store applied.
    public enum Input: Sendable {
        /// An event its owner or an effect sent.
        case event(Machine.Event)
        /// A delayed row whose time had come.
        case timer(Machine.Timer)
    }

    /// 1 for the first input the store applied, then counting up without gaps.
    public let sequence: Int
    /// The event or timer the store applied.
    public let input: Input
    /// What the reducer did with it, effects included.
    public let outcome: Machine.Outcome
    /// The state the reducer was given.
    public let stateBefore: Machine.State
    /// The state the reducer left; equal to `stateBefore` unless a `->` row changed it.
    public let stateAfter: Machine.State
    /// Whether an effect sent the event (a reply), rather than the store's owner or a timer.
    public let fromEffect: Bool

    /// The event applied; nil when a timer fired.
    public var event: Machine.Event? {
        guard case .event(let event) = input else { return nil }
        return event
    }

    /// The timer that fired; nil for an event.
    public var timer: Machine.Timer? {
        guard case .timer(let timer) = input else { return nil }
        return timer
    }
}
