import Observation

/// Owns one machine on the main actor: applies events through its reducer, performs the
/// effects it returns as tasks it owns, and feeds their results back in as events.
///
/// Views observe `state`; an event that leaves it equal does not notify them. Replies from
/// effects go through the same reducer as the owner's events, so the spec's identity checks
/// reject stale ones.
///
/// ```swift
/// let store = MachineStore<Checkout>(state: .draft, context: context) { effect, send in
///     // Runs off the main actor; `await send(event)` for each result.
/// }
/// store.send(.submitTapped(operationID: UUID()))
/// ```
///
/// Order, including a `send` or `stop()` made from the store's own callbacks (the observer,
/// a policy, a `.whileState` predicate):
/// - `send` applies its event at once: the reducer runs, `state` changes, the outcome is returned.
/// - What follows from an applied event is settled one event at a time, in the order the events
///   were applied: the tasks whose scope the new state leaves are cancelled, the event's effects
///   start (each scoped to the state that event produced), then `observer` receives its record.
///   An event sent while another is being settled waits for it, so the effects of the earlier
///   event start first, and the observer is never re-entered: it sees every record in sequence.
/// - `stop()` cancels the effects of every event applied before it, including those whose
///   effects had not started yet because an earlier event was still being settled.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
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
    @ObservationIgnored var currentContext: Machine.Context
    /// Events applied, per outcome, and events dropped after `stop()`. Not observed: poll it.
    @ObservationIgnored public internal(set) var counts = OutcomeCounts()
    /// Receives a record of every applied event, in sequence, after that event's effects have
    /// started; never re-entered. It may `send` (the event is applied at once, its record comes
    /// next) or `stop()` (which cancels the effects of the event it is told about).
    @ObservationIgnored public var observer: ((EventRecord<Machine>) -> Void)?

    @ObservationIgnored let policy: (Machine.Effect) -> EffectPolicy<Machine>
    @ObservationIgnored let handler: EffectHandler
    @ObservationIgnored var effects = RunningEffects<Machine>()
    @ObservationIgnored var durable: DurableBookkeeping<Machine>
    /// Runs the spec's timers: slept on, or scheduled directly on a `TestClock`.
    @ObservationIgnored let clock: any Clock<Duration>
    @ObservationIgnored var scopes = RunningScopes<Machine>()
    /// What the effects wait on, for tests: `finish()` and `TestClock.advance` read it.
    @ObservationIgnored let activity = EffectActivity()
    /// Whether an applied event's consequences are being settled; events applied meanwhile wait.
    @ObservationIgnored var isSettling = false
    @ObservationIgnored var waitingSettlements: [Settlement] = []
    /// Writes the trace `recordTrace(to:)` started; nil, and costing nothing, otherwise.
    @ObservationIgnored var traceRecorder: TraceRecorder<Machine>?
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

    /// Starts in `state`, moved on by the spec's `always` rows that hold there (`Machine.start`):
    /// performs its entry effects (`Machine.entryEffects`) and those rows', then starts its
    /// activities and arms its timers (`Machine.scopes`, every region's), as entering it would. `clock` runs
    /// the timers (a `TestClock` in tests); `policy` says which effects are cancelled early
    /// (default: none); `effects` performs them.
    public convenience init(
        state: Machine.State, context: Machine.Context, clock: any Clock<Duration> = ContinuousClock(),
        policy: @escaping (Machine.Effect) -> EffectPolicy<Machine> = { _ in .runToCompletion },
        effects: @escaping EffectHandler
    ) {
        self.init(state: state, context: context, clock: clock, policy: policy, effects: effects, journal: nil, pending: [])
    }

    /// Starts in `state` as above, but first re-performs `pending`, the operations a journal
    /// found unfinished; a durable entry effect equal to one of them is not started again.
    init(
        state: Machine.State, context: Machine.Context, clock: any Clock<Duration>,
        policy: @escaping (Machine.Effect) -> EffectPolicy<Machine>, effects: @escaping EffectHandler,
        journal: JournalLink<Machine>?, pending: [ReperformedEffect<Machine>]
    ) {
        // A machine's `always` rows that hold in `state` move it on before anything starts.
        var started = state
        let startEffects = Machine.start(&started, context: context)
        currentState = started
        currentContext = context
        self.clock = clock
        self.policy = policy
        handler = effects
        durable = DurableBookkeeping(link: journal, reperforming: pending)
        (clock as? any ManualTimerClock)?.watchEffects(of: activity)
        let generation = self.effects.generation
        start(pending.map(\.effect), in: started, generation: generation, operations: pending.map(\.operation))
        let entryEffects = durable.withoutReperformed(startEffects, pending: pending)
        let operations = recordTransition(to: started == state ? nil : started, effects: entryEffects)
        start(entryEffects, in: started, generation: generation, operations: operations)
        enter(leaveScopes(for: started, in: .every), in: started, generation: generation)
    }

    isolated deinit {
        for task in effects.allTasks { task.cancel() }
        disarmAllTimers()
    }

    /// Applies `event` synchronously and returns what it did; then starts the effects it
    /// returned, in order, once every event applied before it has started its own.
    @discardableResult
    public func send(_ event: Machine.Event) -> Machine.Outcome {
        apply(.event(event), fromEffect: false)
    }

    @discardableResult
    func apply(_ input: EventRecord<Machine>.Input, fromEffect: Bool) -> Machine.Outcome {
        let before = currentState
        var after = before
        var regionsLeft: Set<Machine.Region> = []
        let outcome = Machine.apply(input, to: &after, context: currentContext, regionsLeft: &regionsLeft)
        counts[outcome.kind] += 1
        let changed = after != before
        // Journaled before anyone sees the new state: nothing observes what a crash could undo.
        let operations = recordTransition(
            to: changed ? after : nil, effects: outcome.kind == .transitioned ? outcome.effects : [])
        if changed { withMutation(keyPath: stateKeyPath) { currentState = after } }
        traceRecorder?.record(input, outcome: outcome, state: after, context: currentContext, fromEffect: fromEffect)
        let record = EventRecord<Machine>(
            sequence: counts.total, input: input, outcome: outcome, stateBefore: before, stateAfter: after,
            fromEffect: fromEffect)
        settle(
            Settlement(
                record: record, changedState: changed, generation: effects.generation, operations: operations, regionsLeft: regionsLeft))
        return outcome
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension MachineStore where Machine.Context == Void {
    /// For machines without a `context` block.
    public convenience init(
        state: Machine.State,
        clock: any Clock<Duration> = ContinuousClock(),
        policy: @escaping (Machine.Effect) -> EffectPolicy<Machine> = { _ in .runToCompletion },
        effects: @escaping EffectHandler
    ) {
        self.init(state: state, context: (), clock: clock, policy: policy, effects: effects)
    }
}
