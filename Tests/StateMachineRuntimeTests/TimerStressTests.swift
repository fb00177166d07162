import SeededRandom
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// 1,000 stores on one `TestClock` arm more than 10,000 timers between seeded events that leave,
/// re-enter and update their states. Every firing is checked against a model of the spec's
/// rules kept by the test: none fires late or early, twice, or after its state was left, and
/// none is lost.
@Suite @MainActor struct TimerStressTests {
    static let stores = 1_000
    static let steps = 400
    static let eventsPerStep = 30

    /// The timers the spec says are armed in one store, with their due times.
    struct Model {
        var due: [TimedUpload.Timer: TestClock.Instant] = [:]
        var armed = 0
        /// The first few faults, enough to read what went wrong.
        var faults: [String] = []

        mutating func apply(_ record: EventRecord<TimedUpload>, at now: TestClock.Instant) {
            if let timer = record.timer {
                let expected = due.removeValue(forKey: timer)
                if expected != now, faults.count < 5 { faults.append("\(timer) fired at \(now), due \(String(describing: expected))") }
            }
            guard record.outcome.kind == .transitioned, !record.outcome.updatesInPlace else { return }
            let (before, after) = (record.stateBefore, record.stateAfter)
            if case .uploading = before { due[.uploadingAfter5s] = nil }
            if case .stalled = before { due[.stalledAfter10s] = nil }
            if before.isBusy, !after.isBusy { due[.busyAfter60s] = nil }
            if !before.isBusy, after.isBusy { arm(.busyAfter60s, at: now.advanced(by: .seconds(60))) }
            if case .uploading = after { arm(.uploadingAfter5s, at: now.advanced(by: .seconds(5))) }
            if case .stalled = after { arm(.stalledAfter10s, at: now.advanced(by: .seconds(10))) }
        }

        private mutating func arm(_ timer: TimedUpload.Timer, at instant: TestClock.Instant) {
            due[timer] = instant
            armed += 1
        }
    }

    @Test func tenThousandTimersOverAThousandStoresFireOnTimeOnceAndOnlyInTheirState() async {
        var random = SplitMix64(seed: 0x7113_0022)
        let clock = TestClock()
        var models = Array(repeating: Model(), count: Self.stores)
        let stores = (0..<Self.stores).map { index in
            let store = MachineStore<TimedUpload>(
                state: .idle, context: .init(retriesAllowed: index.isMultiple(of: 2)), clock: clock, effects: { _, _ in })
            store.observer = { record in models[index].apply(record, at: clock.now) }
            return store
        }
        let events: [TimedUpload.Event] = [.start(file: "f"), .start(file: "f"), .progressed(1), .finished, .restart, .cancel]
        for _ in 0..<Self.steps {
            for _ in 0..<Self.eventsPerStep {
                stores[random.below(Self.stores)].send(random.pick(events))
            }
            await clock.advance(by: .milliseconds(250 * (1 + random.below(12))))
        }
        for store in stores { store.send(.cancel) }
        await clock.advance(by: .seconds(120))

        #expect(models.map(\.armed).reduce(0, +) >= 10_000)
        #expect(models.flatMap(\.faults).isEmpty)
        #expect(models.allSatisfy { $0.due.isEmpty }, "every timer armed fired or was cancelled")
        #expect(stores.allSatisfy { $0.armedTimerCount == 0 })
        // Every input that was not an event the test sent is a timer that fired.
        let fired = stores.map { $0.counts.total }.reduce(0, +) - Self.steps * Self.eventsPerStep - Self.stores
        #expect(fired >= 10_000)
    }
}
