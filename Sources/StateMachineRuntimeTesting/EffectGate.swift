import StateMachineRuntime

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
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public final class EffectGate<Machine: StateMachine> {
    private struct Waiter {
        let id: Int
        let effect: Machine.Effect
        let resume: CheckedContinuation<[Machine.Event]?, Never>
    }

    private struct Release {
        let effect: Machine.Effect
        let arrived: CheckedContinuation<Void, Never>
    }

    private let honoursCancellation: Bool
    private var waiters: [Waiter] = []
    private var releases: [Release] = []
    private var deliveries: [Int: CheckedContinuation<Void, Never>] = [:]
    private var lastID = 0

    /// Effects whose task was cancelled while held, in the order of cancellation.
    public private(set) var cancelled: [Machine.Effect] = []

    /// With `honoursCancellation: false`, a cancelled effect keeps waiting for its release,
    /// like a server call that completes although its task was cancelled.
    public init(honoursCancellation: Bool = true) {
        self.honoursCancellation = honoursCancellation
    }

    /// Effects started and held, oldest first.
    public var held: [Machine.Effect] { waiters.map(\.effect) }

    /// The handler to give the store: holds each effect, then sends what the test released it with.
    public nonisolated var handler: MachineStore<Machine>.EffectHandler {
        { [self] effect, send in
            let (id, events) = await hold(effect)
            for event in events ?? [] { await send(event) }
            await delivered(id)
        }
    }

    /// Lets the oldest held `effect` complete (waiting for it to start if it has not yet),
    /// sending `events` back in order; returns once the store has applied them all.
    public func release(_ effect: Machine.Effect, replying events: [Machine.Event] = []) async {
        if !waiters.contains(where: { $0.effect == effect }) {
            await withCheckedContinuation { releases.append(Release(effect: effect, arrived: $0)) }
        }
        guard let index = waiters.firstIndex(where: { $0.effect == effect }) else { return }
        let waiter = waiters.remove(at: index)
        await withCheckedContinuation { continuation in
            deliveries[waiter.id] = continuation
            waiter.resume.resume(returning: events)
        }
    }

    private func hold(_ effect: Machine.Effect) async -> (Int, [Machine.Event]?) {
        lastID += 1
        let id = lastID
        let events = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters.append(Waiter(id: id, effect: effect, resume: continuation))
                if let index = releases.firstIndex(where: { $0.effect == effect }) {
                    releases.remove(at: index).arrived.resume()
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(id) }
        }
        return (id, events)
    }

    private func cancel(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        cancelled.append(waiters[index].effect)
        guard honoursCancellation else { return }
        waiters.remove(at: index).resume.resume(returning: nil)
    }

    private func delivered(_ id: Int) {
        deliveries.removeValue(forKey: id)?.resume()
    }
}
