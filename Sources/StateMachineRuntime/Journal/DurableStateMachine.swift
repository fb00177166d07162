/// A machine with `durable` effects: its operations survive the process in a `MachineJournal`.
///
/// `statemachine-gen` writes this conformance for every spec that declares an effect
/// `durable`, and makes its State, Event, Effect and Context `Codable` so that the journal can
/// write them (a machine without a `context` block has nothing to persist there). Nothing else
/// about a machine is persisted: events, outcomes and the effects that are not durable live
/// and die with the process.
public protocol DurableStateMachine: StateMachine where State: Codable, Effect: Codable {
    /// Names the machine in its journal's header, so that a journal is never read as another
    /// machine's: the spec's machine name.
    static var specIdentity: String { get }

    /// A fingerprint of the shapes the journal's records hold (each state case and durable
    /// effect case with its payload's labels and types, each context field), which the
    /// generator writes; a journal written under other shapes needs the app's migration for
    /// the records that no longer decode. Empty for a conformance written by hand.
    static var persistedShapes: String { get }

    /// Whether the spec declares `effect` `durable`: recorded before its handler starts, kept
    /// until its handler returns, re-performed once after a restart that found it pending.
    static func isDurable(_ effect: Effect) -> Bool

    /// The idempotency key of a durable effect whose spec names its identity
    /// (`effect submit(operationID: UUID) durable(operationID)`): that field's value, so the
    /// operation has one identity, in the machine and at the server. Nil gives the operation a
    /// key of its own (the default, and for a durable effect that names no identity).
    static func idempotencyKey(of effect: Effect) -> String?
}

extension DurableStateMachine {
    /// No effect names its identity: every operation gets a key of its own.
    public static func idempotencyKey(of effect: Effect) -> String? { nil }
}

extension DurableStateMachine {
    public static var persistedShapes: String { "" }

    /// Whether the journal writes the context: only a `Codable` one (a `context` block), never `Void`.
    static var persistsContext: Bool { Context.self is any Codable.Type }
}
