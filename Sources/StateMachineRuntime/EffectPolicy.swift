/// When a `MachineStore` cancels the task performing an effect, besides `stop()`.
///
/// Cancelling saves work; it does not decide correctness: a cancelled
/// request may still have reached the server, and whatever its task sends afterwards still
/// goes through the reducer, where the spec's identity checks reject it as stale and the
/// store records it. Only `stop()` drops what effects send.
///
/// ```swift
/// MachineStore<Quote>(state: .idle, policy: { effect in
///     switch effect {
///     case .fetchQuote: .latestWins("quote")   // a new fetch cancels the one in flight
///     case .save: .cancelOnExit                // belongs to the state that started it
///     }
/// }) { effect, send in ... }
/// ```
public struct EffectPolicy<Machine: StateMachine> {
    /// The states in which the effect's task may keep running.
    public enum Scope {
        /// Any state: the task is cancelled only by `latestWins` or `stop()`.
        case anyState
        /// The state the effect was started in (the state after the transition that
        /// yielded it): leaving it for any different value cancels the task.
        case startingState
        /// The states for which this returns true.
        case matching((Machine.State) -> Bool)
    }

    /// Effects with equal keys: starting one cancels the task still running for the previous one.
    public var latestWinsKey: AnyHashable?
    /// The states in which the task may keep running; leaving them cancels it.
    public var scope: Scope

    /// A policy from its parts; the static members below name the usual ones.
    public init(latestWins key: AnyHashable? = nil, scope: Scope = .anyState) {
        latestWinsKey = key
        self.scope = scope
    }

    /// The default: the task runs until its handler returns, or until `stop()`.
    public static var runToCompletion: Self { Self() }

    /// Latest wins, for search and quote refresh.
    public static func latestWins(_ key: some Hashable) -> Self { Self(latestWins: AnyHashable(key)) }

    /// Cancelled when the machine leaves the state the effect was started in, such as a
    /// request that belongs to `submitting`.
    public static var cancelOnExit: Self { Self(scope: .startingState) }

    /// Cancelled as soon as the state no longer satisfies `holds`; for states whose payload
    /// changes while the effect runs (progress), where `cancelOnExit` would cancel too early.
    /// `holds` is asked with the state each later event produces; it may read the store.
    public static func whileState(_ holds: @escaping (Machine.State) -> Bool) -> Self {
        Self(scope: .matching(holds))
    }
}
