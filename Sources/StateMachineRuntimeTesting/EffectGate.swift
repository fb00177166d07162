@_spi(Testing) import StateMachineRuntime
import Testing

/// An effect handler for tests that holds every effect until the test releases it, so the
/// test, not the scheduler, decides the order in which effects complete. No sleeps.
///
/// ```swift
/// let gate = EffectGate<Quote>()
/// let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
/// store.send(.refresh(revision: 7))
/// store.send(.refresh(revision: 8))
/// await gate.release(.fetchQuote(revision: 8), replying: [.quoteLoaded(revision: 8, total: 80)])
/// await gate.release(.fetchQuote(revision: 7), replying: [.quoteLoaded(revision: 7, total: 70)])
/// #expect(store.state == .loaded(revision: 8, total: 80))
/// ```
///
/// A store starts each effect's handler at once, so `held` lists an effect as soon as the
/// `send` (or `TestClock.advance`) that started it returns, and `cancelled` as soon as the
/// store cancelled it — when the handler reaches the gate without suspending first, whatever
/// its isolation. An `await` that suspends on the way (a branch that awaits the main actor,
/// another actor, `Task.yield()`) delays it, and Apple systems before macOS, iOS, tvOS,
/// watchOS and visionOS 26 start handlers a turn later: await `waitUntilHeld` in those cases
/// before reading `held`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public final class EffectGate<Machine: StateMachine> {
    private let honoursCancellation: Bool
    private let releaseTimeout: Duration
    /// Shared with cancellation handlers, which run on the thread that cancels.
    private nonisolated let state = LockedGateState<Machine>()

    /// With `honoursCancellation: false`, a cancelled effect keeps waiting for its release,
    /// like a server call that completes although its task was cancelled.
    ///
    /// An effect held for `releaseTimeout` without being released or cancelled records a test
    /// issue and completes without replying, so that a test awaiting `MachineStore.finish()`
    /// while the gate still holds an effect fails instead of waiting forever. The default is
    /// long because the clock runs while a test waits its turn: in a parallel run on a busy
    /// machine a test can be starved of threads for minutes (60 s failed our own suite), so a
    /// focused test that wants a quick verdict passes a shorter one.
    public init(honoursCancellation: Bool = true, releaseTimeout: Duration = .seconds(900)) {
        self.honoursCancellation = honoursCancellation
        self.releaseTimeout = releaseTimeout
    }

    /// Effects started and held, oldest first.
    public var held: [Machine.Effect] { state.read { $0.held } }

    /// Effects whose task was cancelled while held, in the order of cancellation.
    public var cancelled: [Machine.Effect] { state.read { $0.cancelled } }

    /// The handler to give the store: holds each effect, then sends what the test released it with.
    public nonisolated var handler: MachineStore<Machine>.EffectHandler {
        { @MainActor [self] effect, send in
            let (id, events) = await hold(effect)
            for event in events ?? [] { await send(event) }
            state.delivered(id)
        }
    }

    /// Lets the oldest held `effect` complete, sending `events` back in order; returns once the
    /// store has applied them all. An effect that is not held (never started, already released,
    /// or cancelled) records a test issue and returns.
    public func release(
        _ effect: Machine.Effect, replying events: [Machine.Event] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await withCheckedContinuation { delivered in
            guard let resume = state.release(effect, whenDelivered: delivered) else {
                Issue.record(
                    "Released \(effect), which is not held (held: \(held)): it was not started, or was released or cancelled already",
                    sourceLocation: sourceLocation)
                delivered.resume()
                return
            }
            resume.resume(returning: events)
        }
    }

    /// Returns once `effect` is held, at once if it already is. Records a test issue and
    /// returns when it cannot happen without the test: every effect of the stores that used
    /// the gate sleeps on a `TestClock` or is held (or, before any effect reached the gate,
    /// after `releaseTimeout`).
    public func waitUntilHeld(_ effect: Machine.Effect, sourceLocation: SourceLocation = #_sourceLocation) async {
        await watch(.held, effect, sourceLocation)
    }

    /// Returns once the task of a held `effect` has been cancelled, at once if one has been;
    /// gives up as `waitUntilHeld(_:)` does.
    public func waitUntilCancelled(_ effect: Machine.Effect, sourceLocation: SourceLocation = #_sourceLocation) async {
        await watch(.cancelled, effect, sourceLocation)
    }

    private func watch(_ watch: LockedGateState<Machine>.Watch, _ effect: Machine.Effect, _ sourceLocation: SourceLocation) async {
        let id = state.nextID()
        let giveUp = Task { [state, releaseTimeout] in
            await Self.untilNothingMoves(state, orAfter: releaseTimeout)
            state.giveUpWatch(id)
        }
        let satisfied = await withCheckedContinuation { state.watch(id, watch, effect, $0) }
        giveUp.cancel()
        guard !satisfied else { return }
        let stuck = state.stores.flatMap(\.waitingEffects)
        Issue.record(
            Comment(
                rawValue: "\(effect) was never \(watch == .held ? "held" : "cancelled"), and nothing but the test can move the store: "
                    + (stuck.isEmpty ? "no effect reached this gate" : stuck.joined(separator: "; "))),
            sourceLocation: sourceLocation)
    }

    /// Returns once every store that used the gate waits where only the test can move it, or,
    /// while no store has, after `timeout`; or when cancelled.
    private nonisolated static func untilNothingMoves(_ state: LockedGateState<Machine>, orAfter timeout: Duration) async {
        while !Task.isCancelled {
            let stores = state.stores
            guard !stores.isEmpty else {
                try? await Task.sleep(for: timeout)
                return
            }
            let busy = stores.filter { !$0.isIdle }
            if busy.isEmpty { return }
            for store in busy { await store.untilIdle() }
        }
    }

    private func hold(_ effect: Machine.Effect) async -> (Int, [Machine.Event]?) {
        let id = state.nextID()
        let honoursCancellation = honoursCancellation
        // Inherits the test's task-locals, so the issue is recorded against the test that held the effect.
        let watchdog = Task { [state, releaseTimeout] in
            try? await Task.sleep(for: releaseTimeout)
            guard !Task.isCancelled, let waiter = state.giveUp(id) else { return }
            let message =
                "EffectGate held \(effect) for \(releaseTimeout) without a release: release or cancel every held effect before "
                + "awaiting finish(); the effect now completes without replying"
            Issue.record(Comment(rawValue: message))
            waiter.resume(returning: nil)
        }
        let name = "\(effect)"
        let events = await withTaskCancellationHandler {
            await withCheckedContinuation {
                state.hold(id, effect, $0, cancelledAlready: Task.isCancelled, honoursCancellation) {
                    EffectActivity.beginWait(
                        describe: { "is held by an EffectGate that has not released \(name)" },
                        report: { Issue.record(Comment(rawValue: $0), sourceLocation: SourceLocation($1)) })
                }
            }
        } onCancel: {
            state.cancel(id, honoursCancellation)
        }
        watchdog.cancel()
        return (id, events)
    }
}
