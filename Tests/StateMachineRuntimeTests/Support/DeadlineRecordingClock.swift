import Foundation

/// `ContinuousClock`, sleeping for real, that keeps how far ahead of its `now` each sleep's
/// deadline lay: a deadline no real clock can represent traps inside `ContinuousClock`.
final class DeadlineRecordingClock: Clock, @unchecked Sendable {
    private let clock = ContinuousClock()
    private let lock = NSLock()
    private var recorded: [Duration] = []

    var now: ContinuousClock.Instant { clock.now }
    var minimumResolution: Duration { clock.minimumResolution }

    /// How far ahead each sleep's deadline lay when it began, in order.
    var delays: [Duration] { lock.withLock { recorded } }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        let delay = clock.now.duration(to: deadline)
        lock.withLock { recorded.append(delay) }
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }

    /// Returns once `count` sleeps have begun.
    func waitForSleeps(_ count: Int) async {
        while lock.withLock({ recorded.count < count }) { await Task.yield() }
    }
}
