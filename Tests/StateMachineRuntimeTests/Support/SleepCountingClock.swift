import Foundation
import StateMachineRuntimeTesting

/// A clock a store can only sleep on, whose sleeps the test sees begin and ends by hand: it
/// drives the store's task-based timers, as on `ContinuousClock`, without real time.
final class SleepCountingClock: Clock, @unchecked Sendable {
    private struct Sleep {
        let duration: Duration
        let wake: CheckedContinuation<Void, Error>
    }

    private let lock = NSLock()
    private var sleeps: [Int: Sleep] = [:]
    private var begun = 0
    private var cancelled = 0
    private var lastID = 0

    /// Never moves: each sleep's deadline is exactly its duration.
    var now: TestClock.Instant { TestClock.Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
        let duration = deadline.offset
        let id = lock.withLock {
            lastID += 1
            return lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { wake in
                lock.withLock {
                    sleeps[id] = Sleep(duration: duration, wake: wake)
                    begun += 1
                }
            }
        } onCancel: {
            let sleep = lock.withLock { () -> Sleep? in
                cancelled += 1
                return sleeps.removeValue(forKey: id)
            }
            sleep?.wake.resume(throwing: CancellationError())
        }
    }

    /// Ends every sleep begun for `duration`.
    func wakeSleeps(lasting duration: Duration) {
        let due = lock.withLock { () -> [Sleep] in
            let due = sleeps.filter { $0.value.duration == duration }
            for id in due.keys { sleeps[id] = nil }
            return Array(due.values)
        }
        for sleep in due { sleep.wake.resume() }
    }

    /// Returns once `count` sleeps have begun in all.
    func waitForSleeps(_ count: Int) async {
        while lock.withLock({ begun < count }) { await Task.yield() }
    }

    /// Returns once `count` sleeps have been cancelled in all.
    func waitForCancelledSleeps(_ count: Int) async {
        while lock.withLock({ cancelled < count }) { await Task.yield() }
    }
}
