/// A generated machine, as a `MachineStore` drives it: its value types and its pure reducer.
///
/// `statemachine-gen` writes the conformance for you (in `NAME+StateMachine.swift`) when the
/// target depends on the `StateMachineRuntime` product, when its `statemachine-gen.json` says
/// `{ "runtime": true }`, or when `generate` is given `--runtime`. Machines without a
/// `context` block have `Context == Void`.
///
/// The machine type itself crosses into effect tasks (`SendableMetatype`, Swift 6.2): it is a
/// namespace of value types and pure functions, so that is always safe.
public protocol StateMachine: SendableMetatype {
    associatedtype State: Equatable & Sendable
    associatedtype Event: Equatable & Sendable
    associatedtype Effect: Equatable & Sendable
    associatedtype Context: Sendable
    associatedtype Outcome: MachineOutcome where Outcome.Effect == Effect
    /// Names the spec's delayed rows (`SOURCE after 5s -> TARGET`); `Never` for a machine without any.
    associatedtype Timer: Hashable & Sendable = Never

    /// Applies `event` to `state`; pure: effects are returned, never performed.
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome

    /// Applies the delayed row `timer` when its time has come, as a row for an event would be:
    /// it fires only if the machine is still in its source and its guard holds now. Pure.
    static func reduce(_ state: inout State, after timer: Timer, context: Context) -> Outcome

    /// The effects a state performs when the machine enters it. A `MachineStore` performs
    /// those of the state it is created in, so a store restored into `uploading` resumes the
    /// upload. The default is none; a machine whose spec declares entry effects provides this
    /// exact signature (for machines without a context, its conformance forwards to
    /// `entryEffects(of:)`). A differently spelled function would silently lose to the default.
    static func entryEffects(of state: State, context: Context) -> [Effect]

    /// The timers and activities that belong to `state`: one scope per state or group of the
    /// spec's `after` rows and `during` declarations that contain it, outermost first. A
    /// `MachineStore` starts a scope's work when the machine enters it and cancels it when the
    /// machine leaves it. The default is none.
    static func scopes(of state: State, context: Context) -> [StateScope<Self>]
}

extension StateMachine {
    public static func entryEffects(of state: State, context: Context) -> [Effect] { [] }

    public static func scopes(of state: State, context: Context) -> [StateScope<Self>] { [] }
}

extension StateMachine where Timer == Never {
    /// A machine without delayed rows has no timer to apply.
    public static func reduce(_ state: inout State, after timer: Never, context: Context) -> Outcome {}
}
