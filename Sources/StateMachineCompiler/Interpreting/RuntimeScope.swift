/// One scope a state is in, as the reference interpreter works it out from the spec: `*`, a
/// group or the state's case, with the timers its `after` rows arm and the activities its
/// `during` declarations start on entering it. What a runtime conformance's
/// `scopes(of:context:)` must list.
public struct RuntimeScope: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// One state case.
        case state
        /// A group, or `*` (every state but a final one).
        case group
    }

    /// The state's or group's name in the spec, `*` for the rows of every state.
    public let name: String
    public let kind: Kind
    /// Each `after` row of the scope, in written order: its timer (the position in
    /// ``Machine/timedRows``) and how long after entry it fires.
    public let timers: [ScopeTimer]
    /// The effects the `during` declarations start, in written order, their arguments worked out.
    public let activities: [RuntimeCase]

    public init(name: String, kind: Kind, timers: [ScopeTimer] = [], activities: [RuntimeCase] = []) {
        self.name = name
        self.kind = kind
        self.timers = timers
        self.activities = activities
    }
}

/// A timer a scope arms: which `after` row, and its delay as the spec fixes it.
public struct ScopeTimer: Hashable, Sendable {
    public enum Delay: Hashable, Sendable {
        /// A delay written as a literal (`5s`), in milliseconds.
        case milliseconds(Int)
        /// A context field's value, a `Duration` sample.
        case value(RuntimeValue)
    }

    /// The timer's position in ``Machine/timedRows`` (the generated `Timer` enum's case).
    public let timer: Int
    public let delay: Delay

    public init(timer: Int, delay: Delay) {
        self.timer = timer
        self.delay = delay
    }
}
