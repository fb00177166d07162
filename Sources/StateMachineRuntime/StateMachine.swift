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
    /// The machine's exclusive phases, each with the data it alone holds.
    associatedtype State: Equatable & Sendable
    /// What happens to the machine: the owner's actions and the effects' results.
    associatedtype Event: Equatable & Sendable
    /// Work the reducer asks for, as data; the store performs it.
    associatedtype Effect: Equatable & Sendable
    /// Read-only facts the rows read; `Void` for machines without a `context` block.
    associatedtype Context: Sendable
    /// What one event did: transitioned with effects, ignored, rejected or unhandled.
    associatedtype Outcome: MachineOutcome where Outcome.Effect == Effect
    /// Names the spec's delayed rows (`SOURCE after 5s -> TARGET`); `Never` for a machine without any.
    associatedtype Timer: Hashable & Sendable = Never
    /// Names the spec's orthogonal regions (a generated `enum Region`, cases in declaration
    /// order); `Never` for a machine without regions, which is one region over all its states.
    associatedtype Region: Hashable & Sendable = Never

    /// Applies `event` to `state`; pure: effects are returned, never performed.
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome

    /// Applies the delayed row `timer` when its time has come, as a row for an event would be:
    /// it fires only if the machine is still in its source and its guard holds now. Pure.
    static func reduce(_ state: inout State, after timer: Timer, context: Context) -> Outcome

    /// Applies `input` as `reduce(_:on:context:)` or `reduce(_:after:context:)` does, and adds to
    /// `regionsLeft` each orthogonal region whose chosen row is a `->` row (a row back into the
    /// same state included): the regions whose timers and activities the store restarts. A region
    /// whose row updates its state in place (`stays`), is ignored, or has no row is not added.
    ///
    /// The store applies every input through this one requirement, so the reducer itself says
    /// which regions it left, typed, and the store never works it out from names or states. It
    /// is apart from the two `reduce` requirements, not a variant of each, so that a machine
    /// without regions conforms with those two alone (the default here forwards to them and
    /// leaves no region), and a machine with regions writes its steps once, here.
    static func apply(
        _ input: EventRecord<Self>.Input, to state: inout State, context: Context, regionsLeft: inout Set<Region>
    ) -> Outcome

    /// The effects a state performs when the machine enters it. A `MachineStore` performs
    /// those of the state it is created in, so a store restored into `uploading` resumes the
    /// upload. The default is none; a machine whose spec declares entry effects provides this
    /// exact signature (for machines without a context, its conformance forwards to
    /// `entryEffects(of:)`). A differently spelled function would silently lose to the default.
    static func entryEffects(of state: State, context: Context) -> [Effect]

    /// Where the machine settles when a `MachineStore` is created (or restored) in `state`, and
    /// what it performs: the entry effects, then those of the spec's `always` rows that hold
    /// there, which move `state` on as they would after any step. The default, for a machine
    /// without `always` rows, is `entryEffects(of:context:)` with `state` as it is.
    static func start(_ state: inout State, context: Context) -> [Effect]

    /// The timers and activities that belong to `state`: one scope per state or group of the
    /// spec's `after` rows and `during` declarations that contain it, outermost first. A
    /// `MachineStore` starts a scope's work when the machine enters it and cancels it when the
    /// machine leaves it. The default is none. Timers need `Duration`, hence the availability.
    ///
    /// For a machine with orthogonal regions, every region's scopes, regions in declaration
    /// order, each marked with its region (``StateScope/region``).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    static func scopes(of state: State, context: Context) -> [StateScope<Self>]
}

extension StateMachine {
    /// A machine without regions: applies the event or the delayed row and leaves no region.
    public static func apply(
        _ input: EventRecord<Self>.Input, to state: inout State, context: Context, regionsLeft: inout Set<Region>
    ) -> Outcome {
        switch input {
        case .event(let event): reduce(&state, on: event, context: context)
        case .timer(let timer): reduce(&state, after: timer, context: context)
        }
    }

    /// No entry effects: the machine's spec declares none.
    public static func entryEffects(of state: State, context: Context) -> [Effect] { [] }

    /// No `always` rows: the machine starts where it is created, with its entry effects.
    public static func start(_ state: inout State, context: Context) -> [Effect] { entryEffects(of: state, context: context) }

    /// No timers and no activities: the machine's spec declares none.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public static func scopes(of state: State, context: Context) -> [StateScope<Self>] { [] }
}

extension StateMachine where Timer == Never {
    /// A machine without delayed rows has no timer to apply.
    public static func reduce(_ state: inout State, after timer: Never, context: Context) -> Outcome {}
}
