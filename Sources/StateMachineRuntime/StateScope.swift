/// A state or group of a spec with the work that belongs to it: its `after` rows' timers and
/// its `during` activities, as `StateMachine.scopes(of:context:)` reports them for one state.
///
/// A `MachineStore` arms the timers and starts the activities when the machine enters the
/// scope, and cancels both when it leaves it, by the spec's exit rules: a `->` row leaves the
/// state it fires in (a row back into the same state leaves and re-enters it) and each group
/// that does not contain its target; a row that updates the state in place leaves nothing.
/// In a machine with orthogonal regions each scope belongs to one region (``region``), and only
/// a `->` row of that region leaves it: a row of another region, even one that changes the
/// machine's state, keeps its timers' deadlines and its activities running.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct StateScope<Machine: StateMachine>: Sendable {
    /// Whether the scope is one state or a group of states.
    public enum Kind: Hashable, Sendable {
        /// One state case: every `->` row that fires in it leaves it.
        case state
        /// A group (or `*`): a row that moves between two of its states stays in it.
        case group
    }

    /// The state's or group's name in the spec, unique among a machine's scopes.
    public let name: String
    /// Whether `name` is a state or a group, which decides when a row leaves the scope.
    public let kind: Kind
    /// The orthogonal region whose state or group the scope is; nil for a machine without
    /// regions (whose `Region` is `Never`).
    public let region: Machine.Region?
    /// Armed on entry, in order; each fires once unless the machine leaves the scope first.
    public let timers: [MachineTimer<Machine>]
    /// Started on entry, after the entry effects, in order; their tasks are cancelled on exit.
    public let activities: [Machine.Effect]

    /// A scope from its parts, as a generated conformance lists it.
    public init(
        name: String, kind: Kind, region: Machine.Region? = nil, timers: [MachineTimer<Machine>] = [], activities: [Machine.Effect] = []
    ) {
        self.name = name
        self.kind = kind
        self.region = region
        self.timers = timers
        self.activities = activities
    }
}

/// One delayed row armed on entering its scope: `timer` fires `delay` after the entry.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct MachineTimer<Machine: StateMachine>: Sendable {
    /// The delayed row, applied with `reduce(_:after:context:)` when it fires.
    public let timer: Machine.Timer
    /// How long after entering the scope the timer fires.
    public let delay: Duration

    /// A timer armed on entry that fires `delay` later.
    public init(_ timer: Machine.Timer, after delay: Duration) {
        self.timer = timer
        self.delay = delay
    }
}
