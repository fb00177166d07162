import Foundation
import StateMachineRuntime

/// An `EffectGate`'s effects and waiting tests behind a lock: a store cancels an effect's task
/// on the main actor, but its cancellation handler must update `cancelled` before returning.
final class LockedGateState<Machine: StateMachine>: @unchecked Sendable {
    enum Watch { case held, cancelled }

    private struct Waiter {
        let id: Int
        let effect: Machine.Effect
        let resume: CheckedContinuation<[Machine.Event]?, Never>
    }

    private struct Watcher {
        let watch: Watch
        let effect: Machine.Effect
        let resume: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var waiters: [Waiter] = []
    private var watchers: [Watcher] = []
    private var deliveries: [Int: CheckedContinuation<Void, Never>] = [:]
    private var cancelledEffects: [Machine.Effect] = []
    private var lastID = 0

    func read<Value>(_ body: (LockedGateState) -> Value) -> Value { lock.withLock { body(self) } }

    var held: [Machine.Effect] { waiters.map(\.effect) }
    var cancelled: [Machine.Effect] { cancelledEffects }

    func nextID() -> Int {
        lock.withLock {
            lastID += 1
            return lastID
        }
    }

    func hold(
        _ id: Int, _ effect: Machine.Effect, _ resume: CheckedContinuation<[Machine.Event]?, Never>, cancelledAlready: Bool,
        _ honoursCancellation: Bool
    ) {
        lock.withLock { waiters.append(Waiter(id: id, effect: effect, resume: resume)) }
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
        if honoursCancellation { waiter.resume.resume(returning: nil) }
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
            return waiter.resume
        }
    }

    /// Takes the waiter of `id` if it is still held, for a gate that stops waiting for its release.
    func giveUp(_ id: Int) -> CheckedContinuation<[Machine.Event]?, Never>? {
        lock.withLock {
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return waiters.remove(at: index).resume
        }
    }

    func delivered(_ id: Int) {
        lock.withLock { deliveries.removeValue(forKey: id) }?.resume()
    }

    func watch(_ watch: Watch, _ effect: Machine.Effect, _ resume: CheckedContinuation<Void, Never>) {
        let satisfied = lock.withLock { () -> Bool in
            let satisfied = watch == .held ? waiters.contains { $0.effect == effect } : cancelledEffects.contains(effect)
            if !satisfied { watchers.append(Watcher(watch: watch, effect: effect, resume: resume)) }
            return satisfied
        }
        if satisfied { resume.resume() }
    }

    private func resumeWatchers(_ watch: Watch, _ effect: Machine.Effect) {
        let due = lock.withLock { () -> [Watcher] in
            let due = watchers.filter { $0.watch == watch && $0.effect == effect }
            watchers.removeAll { $0.watch == watch && $0.effect == effect }
            return due
        }
        for watcher in due { watcher.resume.resume() }
    }
}
