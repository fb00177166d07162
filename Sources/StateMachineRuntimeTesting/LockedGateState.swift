import Foundation
@_spi(Testing) import StateMachineRuntime

/// An `EffectGate`'s effects and waiting tests behind a lock: a store cancels an effect's task
/// on the main actor, but its cancellation handler must update `cancelled` before returning.
final class LockedGateState<Machine: StateMachine>: @unchecked Sendable {
    enum Watch { case held, cancelled }

    private struct Waiter {
        let id: Int
        let effect: Machine.Effect
        let resume: CheckedContinuation<[Machine.Event]?, Never>
        /// Ended whenever the waiter is taken to be resumed.
        let wait: EffectWait?
    }

    private struct Watcher {
        let id: Int
        let watch: Watch
        let effect: Machine.Effect
        /// Resumed with true when the watch is satisfied, false when it gives up.
        let resume: CheckedContinuation<Bool, Never>
    }

    private struct SeenStore {
        weak var activity: EffectActivity?
    }

    private let lock = NSLock()
    private var waiters: [Waiter] = []
    private var watchers: [Watcher] = []
    private var deliveries: [Int: CheckedContinuation<Void, Never>] = [:]
    private var cancelledEffects: [Machine.Effect] = []
    private var lastID = 0
    /// The stores whose effects reached the gate: a watch gives up once none of them can move.
    private var seenStores: [SeenStore] = []

    func read<Value>(_ body: (LockedGateState) -> Value) -> Value { lock.withLock { body(self) } }

    var held: [Machine.Effect] { waiters.map(\.effect) }
    var cancelled: [Machine.Effect] { cancelledEffects }

    func nextID() -> Int {
        lock.withLock {
            lastID += 1
            return lastID
        }
    }

    /// Holds the effect, marking its store's effect as waiting in the same step (`beginWait`),
    /// so that no one sees the store idle while the effect is not yet held.
    func hold(
        _ id: Int, _ effect: Machine.Effect, _ resume: CheckedContinuation<[Machine.Event]?, Never>, cancelledAlready: Bool,
        _ honoursCancellation: Bool, beginWait: () -> EffectWait?
    ) {
        lock.withLock {
            waiters.append(Waiter(id: id, effect: effect, resume: resume, wait: beginWait()))
            if let activity = EffectActivity.ofCurrentEffect, !seenStores.contains(where: { $0.activity === activity }) {
                seenStores.removeAll { $0.activity == nil }
                seenStores.append(SeenStore(activity: activity))
            }
        }
        resumeWatchers(.held, effect)
        if cancelledAlready { cancel(id, honoursCancellation) }
    }

    func cancel(_ id: Int, _ honoursCancellation: Bool) {
        let waiter = lock.withLock { () -> Waiter? in
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
            cancelledEffects.append(waiters[index].effect)
            return honoursCancellation ? waiters.remove(at: index) : waiters[index]
        }
        guard let waiter else { return }
        if honoursCancellation {
            waiter.wait?.end()
            waiter.resume.resume(returning: nil)
        }
        resumeWatchers(.cancelled, waiter.effect)
    }

    /// Takes the oldest waiter holding `effect`, to be resumed; `delivered` resumes when it is.
    func release(_ effect: Machine.Effect, whenDelivered delivered: CheckedContinuation<Void, Never>) -> CheckedContinuation<
        [Machine.Event]?, Never
    >? {
        lock.withLock {
            guard let index = waiters.firstIndex(where: { $0.effect == effect }) else { return nil }
            let waiter = waiters.remove(at: index)
            deliveries[waiter.id] = delivered
            waiter.wait?.end()
            return waiter.resume
        }
    }

    /// Takes the waiter of `id` if it is still held, for a gate that stops waiting for its release.
    func giveUp(_ id: Int) -> CheckedContinuation<[Machine.Event]?, Never>? {
        lock.withLock {
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
            let waiter = waiters.remove(at: index)
            waiter.wait?.end()
            return waiter.resume
        }
    }

    func delivered(_ id: Int) {
        lock.withLock { deliveries.removeValue(forKey: id) }?.resume()
    }

    func watch(_ id: Int, _ watch: Watch, _ effect: Machine.Effect, _ resume: CheckedContinuation<Bool, Never>) {
        let satisfied = lock.withLock { () -> Bool in
            let satisfied = isSatisfied(watch, effect)
            if !satisfied { watchers.append(Watcher(id: id, watch: watch, effect: effect, resume: resume)) }
            return satisfied
        }
        if satisfied { resume.resume(returning: true) }
    }

    /// The stores whose effects reached the gate and still exist.
    var stores: [EffectActivity] { lock.withLock { seenStores.compactMap(\.activity) } }

    /// Ends the watch of `id` if it is still waiting and not satisfied: nothing can satisfy it.
    func giveUpWatch(_ id: Int) {
        let watcher = lock.withLock { () -> Watcher? in
            guard let index = watchers.firstIndex(where: { $0.id == id }) else { return nil }
            guard !isSatisfied(watchers[index].watch, watchers[index].effect) else { return nil }
            return watchers.remove(at: index)
        }
        watcher?.resume.resume(returning: false)
    }

    private func isSatisfied(_ watch: Watch, _ effect: Machine.Effect) -> Bool {
        watch == .held ? waiters.contains { $0.effect == effect } : cancelledEffects.contains(effect)
    }

    private func resumeWatchers(_ watch: Watch, _ effect: Machine.Effect) {
        let due = lock.withLock { () -> [Watcher] in
            let due = watchers.filter { $0.watch == watch && $0.effect == effect }
            watchers.removeAll { $0.watch == watch && $0.effect == effect }
            return due
        }
        for watcher in due { watcher.resume.resume(returning: true) }
    }
}
