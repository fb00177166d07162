import Observation

/// Owns one machine on the main actor: applies events through its reducer, performs the
/// effects it returns as tasks it owns, and feeds their results back in as events.
///
/// Views observe `state`; an event that leaves it equal does not notify them. Replies from
/// effects go through the same reducer as the owner's events, so the spec's identity checks
/// reject stale ones. See the README's "Use it in an app".
@MainActor @Observable
public final class MachineStore<Machine: StateMachine> {
    /// Performs one effect. Call `await send(event)` for each result, as often as the work
    /// produces them (a reply, progress, nothing). Runs off the main actor.
    public typealias EffectHandler = @Sendable (Machine.Effect, Send) async -> Void

    /// The events an effect sends back; valid for the lifetime of its task.
    public struct Send: Sendable {
        let deliver: @MainActor @Sendable (Machine.Event) -> Void

        /// Applies `event` on the main actor, through the reducer, unless the store was stopped
        /// since this effect started or no longer exists.
        public func callAsFunction(_ event: Machine.Event) async {
            await deliver(event)
        }
    }

    /// Stored outside observation: `state` notifies only when the value changes.
    @ObservationIgnored var currentState: Machine.State
    @ObservationIgnored private var currentContext: Machine.Context
    /// Events applied, per outcome, and events dropped after `stop()`. Not observed: poll it.
    @ObservationIgnored public internal(set) var counts = OutcomeCounts()
    /// Receives a record of every applied event, in order; nil costs nothing per event.
    @ObservationIgnored public var observer: ((EventRecord<Machine>) -> Void)?

    @ObservationIgnored let policy: (Machine.Effect) -> EffectPolicy<Machine>
    @ObservationIgnored let handler: EffectHandler
    @ObservationIgnored var effects = RunningEffects<Machine>()
    @ObservationIgnored var durable = DurableBookkeeping<Machine>()
    /// Made once: a key path into a generic class is otherwise instantiated at run time on
    /// every use, which cost microseconds per event.
    @ObservationIgnored private let stateKeyPath = \MachineStore<Machine>.state
    @ObservationIgnored private let contextKeyPath = \MachineStore<Machine>.context

    /// The current state; only `send` changes it.
    public var state: Machine.State {
        access(keyPath: stateKeyPath)
        return currentState
    }

    /// Facts the next event reads; the owner updates them (a new quote revision, an address).
    public var context: Machine.Context {
        get {
            access(keyPath: contextKeyPath)
            return currentContext
        }
        set {
            withMutation(keyPath: contextKeyPath) { currentContext = newValue }
            recordContext(newValue)
        }
    }

    /// Starts in `state` and performs that state's entry effects (`Machine.entryEffects`).
    /// `policy` says which effects are cancelled early (default: none); `effects` performs them.
    public convenience init(
        state: Machine.State, context: Machine.Context,
        policy: @escaping (Machine.Effect) -> EffectPolicy<Machine> = { _ in .runToCompletion },
        effects: @escaping EffectHandler
    ) {
        self.init(state: state, context: context, policy: policy, effects: effects, journal: nil, pending: [])
    }

    /// Re-performs `pending` (operations a journal found unfinished), then starts the state's
    /// entry effects, but not a durable one that is already among `pending`.
    init(
        state: Machine.State, context: Machine.Context, policy: @escaping (Machine.Effect) -> EffectPolicy<Machine>,
        effects: @escaping EffectHandler, journal: JournalLink<Machine>?, pending: [(DurableOperation, Machine.Effect)]
    ) {
        currentState = state
        currentContext = context
        self.policy = policy
        handler = effects
        durable.link = journal
        durable.pending = pending.map(\.0)
        durable.counts.reperformed = pending.count
        start(pending.map(\.1), operations: pending.map(\.0))
        var entryEffects = Machine.entryEffects(of: state, context: context)
        for (_, effect) in pending where journal?.isDurable(effect) == true {
            if let index = entryEffects.firstIndex(of: effect) { entryEffects.remove(at: index) }
        }
        start(entryEffects, operations: recordTransition(to: nil, effects: entryEffects))
    }

    isolated deinit {
        effects.cancelAll()
    }

    /// Applies `event` synchronously, then starts the effects it returned, in order.
    @discardableResult
    public func send(_ event: Machine.Event) -> Machine.Outcome {
        apply(event, fromEffect: false)
    }

    func apply(_ event: Machine.Event, fromEffect: Bool) -> Machine.Outcome {
        let before = currentState
        var after = before
        let outcome = Machine.reduce(&after, on: event, context: currentContext)
        let kind = outcome.kind
        counts[kind] += 1
        // Journaled before anyone sees the new state: nothing observes what a crash could undo.
        let operations = recordTransition(to: after != before ? after : nil, effects: kind == .transitioned ? outcome.effects : [])
        if after != before {
            withMutation(keyPath: stateKeyPath) { currentState = after }
            if effects.hasScopedTasks { effects.cancelTasks(outsideOf: after) }
        }
        if let observer {
            observer(
                EventRecord(
                    sequence: counts.total, event: event, outcome: outcome, stateBefore: before, stateAfter: after,
                    fromEffect: fromEffect))
        }
        if kind == .transitioned { start(outcome.effects, operations: operations) }
        return outcome
    }
}

extension MachineStore where Machine.Context == Void {
    /// For machines without a `context` block.
    public convenience init(
        state: Machine.State,
        policy: @escaping (Machine.Effect) -> EffectPolicy<Machine> = { _ in .runToCompletion },
        effects: @escaping EffectHandler
    ) {
        self.init(state: state, context: (), policy: policy, effects: effects)
    }
}
