import Foundation
@_spi(Testing) import StateMachineRuntime
import Testing

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
/// Other code may sleep on it too (`try await clock.sleep(for:)`), such as a fake network in an
/// effect handler: such a sleep ends when the clock passes its deadline. `advance(by:)` first
/// lets the effects of the stores on this clock run until each sleeps on it, is held by an
/// `EffectGate` or has ended, so a sleep that the last `send` leads to is always reached; a
/// sleep outside the stores' effects resumes on its own schedule.
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

    /// Guards `schedule` and `stores`: `now` and sleeps may be read or started from any thread.
    private let lock = NSLock()
    private var schedule = TestClockSchedule()
    /// The effects of the stores whose timers run on this clock, which `advance` lets run first.
    private var stores: [WatchedStore] = []

    /// Starts at offset zero.
    public init() {}

    /// The time the clock has been advanced to.
    public var now: Instant { lock.withLock { schedule.now } }

    /// The clock has no resolution of its own: every deadline is exact.
    public var minimumResolution: Duration { .zero }

    /// Moves the clock forward by `duration`. Fires every timer due by then in order of due
    /// time (those scheduled first first when due together), each at its due time, including
    /// timers that the fired rows arm; returns once the stores have applied their rows.
    ///
    /// Before moving, and after each timer fired or sleep ended, it lets the effects of the
    /// stores on this clock run until each has ended or waits where only the test can move it
    /// (a sleep on a `TestClock`, a hold in an `EffectGate`): a sleep that an effect started by
    /// the last `send` reaches, directly or through the app's own async functions, is on the
    /// clock before it moves, and one an effect starts after waking is due in the same advance.
    @MainActor public func advance(by duration: Duration) async {
        let target = now.advanced(by: max(duration, .zero))
        await untilEffectsWait()
        while let due = lock.withLock({ schedule.popDue(by: target) }) {
            switch due {
            case .timer(let fire): fire()
            case .sleeper(let wake, let wait):
                wait?.end()
                wake.resume()
            }
            await untilEffectsWait()
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
                    schedule.add(ticket, at: deadline, .sleeper(wake, effectWait(until: deadline)))
                    return false
                }
                if alreadyDue { wake.resume() }
            }
        } onCancel: {
            if case .sleeper(let wake, let wait) = lock.withLock({ schedule.remove(ticket) }) {
                wait?.end()
                wake.resume(throwing: CancellationError())
            }
        }
        try Task.checkCancellation()
    }
}

extension TestClock {
    private struct WatchedStore {
        weak var activity: EffectActivity?
    }

    /// Lets the watched stores' effects run until nothing but the test can move them; again
    /// until one pass finds them all so, since one store's effect may start another's.
    @MainActor private func untilEffectsWait() async {
        while true {
            let activities = lock.withLock {
                stores.removeAll { $0.activity == nil }
                return stores.compactMap(\.activity)
            }
            let busy = activities.filter { !$0.isIdle }
            if busy.isEmpty { return }
            for activity in busy { await activity.untilIdle() }
        }
    }

    /// Marks the effect whose task sleeps (if a store's) as waiting on this clock, named with
    /// its deadline and, when a message names it, the clock's time then.
    private func effectWait(until deadline: Instant) -> EffectWait? {
        EffectActivity.beginWait(
            describe: { [weak self] in
                "sleeps on the TestClock until \(Self.seconds(deadline.offset)); the clock is at \(Self.seconds(self?.now.offset ?? .zero))"
            },
            report: { Issue.record(Comment(rawValue: $0), sourceLocation: SourceLocation($1)) })
    }

    /// `3600` as "3,600 s", `1.5` as "1.5 s": the way a test's durations are written.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        var whole = ""
        for (index, digit) in String(milliseconds / 1_000).reversed().enumerated() {
            if index > 0, index.isMultiple(of: 3) { whole.insert(",", at: whole.startIndex) }
            whole.insert(digit, at: whole.startIndex)
        }
        let fraction = milliseconds % 1_000
        guard fraction != 0 else { return whole + " s" }
        var digits = String(String(fraction + 1_000).dropFirst())
        while digits.hasSuffix("0") { digits.removeLast() }
        return whole + "." + digits + " s"
    }
}

@_spi(Testing) extension TestClock: ManualTimerClock {
    @MainActor public func watchEffects(of activity: EffectActivity) {
        lock.withLock { stores.append(WatchedStore(activity: activity)) }
    }

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
