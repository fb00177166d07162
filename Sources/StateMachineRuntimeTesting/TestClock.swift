import Foundation
@_spi(Testing) import StateMachineRuntime

/// A clock that moves only when a test says so, for the timers of a `MachineStore`:
/// `advance(by:)` fires every timer due by then, in order of due time, and returns once the
/// stores have applied their rows. No sleeps, no waiting on the scheduler.
///
/// ```swift
/// let clock = TestClock()
/// let store = MachineStore<Upload>(state: .idle, context: context, clock: clock, effects: gate.handler)
/// store.send(.start(file: "a"))
/// await clock.advance(by: .seconds(4))
/// #expect(store.state == .uploading(file: "a", percent: 0))   // `uploading after 5s` not due yet
/// await clock.advance(by: .seconds(1))
/// #expect(store.state == .stalled(file: "a"))
/// ```
///
/// Other code may sleep on it too (`try await clock.sleep(for:)`): such a sleep ends when the
/// clock passes its deadline, and its task resumes on its own schedule.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public final class TestClock: Clock, @unchecked Sendable {
    /// A point on the test clock: how far it has been advanced since it was made.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// Time since the clock was made.
        public let offset: Duration

        /// The instant `offset` after the clock was made.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// How far `other` lies after this instant.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// Guards `schedule`: `now` and sleeps may be read or started from any thread.
    private let lock = NSLock()
    private var schedule = TestClockSchedule()

    /// Starts at offset zero.
    public init() {}

    /// The time the clock has been advanced to.
    public var now: Instant { lock.withLock { schedule.now } }

    /// The clock has no resolution of its own: every deadline is exact.
    public var minimumResolution: Duration { .zero }

    /// Moves the clock forward by `duration`. Fires every timer due by then in order of due
    /// time (those scheduled first first when due together), each at its due time, including
    /// timers that the fired rows arm; returns once the stores have applied their rows.
    @MainActor public func advance(by duration: Duration) async {
        let target = now.advanced(by: max(duration, .zero))
        while let due = lock.withLock({ schedule.popDue(by: target) }) {
            switch due {
            case .timer(let fire): fire()
            case .sleeper(let wake): wake.resume()
            }
        }
    }

    /// Suspends until the clock has been advanced past `deadline`; throws `CancellationError`
    /// if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let ticket = lock.withLock { schedule.nextTicket() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, Error>) in
                let alreadyDue = lock.withLock { () -> Bool in
                    guard deadline > schedule.now, !Task.isCancelled else { return true }
                    schedule.add(ticket, at: deadline, .sleeper(wake))
                    return false
                }
                if alreadyDue { wake.resume() }
            }
        } onCancel: {
            if case .sleeper(let wake) = lock.withLock({ schedule.remove(ticket) }) {
                wake.resume(throwing: CancellationError())
            }
        }
        try Task.checkCancellation()
    }
}

@_spi(Testing) extension TestClock: ManualTimerClock {
    @MainActor public func scheduleTimer(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> Int {
        lock.withLock {
            let ticket = schedule.nextTicket()
            schedule.add(ticket, at: schedule.now.advanced(by: max(delay, .zero)), .timer(fire))
            return ticket
        }
    }

    @MainActor public func cancelTimer(_ ticket: Int) {
        _ = lock.withLock { schedule.remove(ticket) }
    }
}
