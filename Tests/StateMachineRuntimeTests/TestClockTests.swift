import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `TestClock` as a plain `Clock`, and the store's timers on a clock it must sleep on.
@Suite @MainActor struct TestClockTests {
    @Test func nowMovesOnlyWhenAdvanced() async {
        let clock = TestClock()
        #expect(clock.now == .init(offset: .zero))
        await clock.advance(by: .milliseconds(1_500))
        #expect(clock.now == .init(offset: .milliseconds(1_500)))
        await clock.advance(by: .seconds(-1))
        #expect(clock.now == .init(offset: .milliseconds(1_500)))
    }

    @Test func aSleepWhoseDeadlineHasPassedEndsAtOnce() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(2))
        try await clock.sleep(until: .init(offset: .seconds(1)))
        try await clock.sleep(for: .zero)
        #expect(clock.now == .init(offset: .seconds(2)))
    }

    @Test func aCancelledSleepThrowsAndLeavesNothingScheduled() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    /// A clock the store cannot schedule on directly: its timers sleep in tasks, as they do on
    /// `ContinuousClock`, and a sleep that ends after its scope was left fires nothing.
    @Test func onAnyOtherClockTimersSleepInTasksAndAreCancelledOnLeaving() async {
        let clock = SleepCountingClock()
        let gate = EffectGate<TimedUpload>()
        let store = MachineStore<TimedUpload>(state: .idle, context: .init(retriesAllowed: false), clock: clock, effects: gate.handler)
        store.send(.start(file: "a"))
        await clock.waitForSleeps(2)
        store.send(.cancel)
        await clock.waitForCancelledSleeps(2)
        store.send(.start(file: "a"))
        await clock.waitForSleeps(4)
        clock.wakeSleeps(lasting: .seconds(5))
        await gate.waitUntilHeld(.notifyStalled)
        #expect(store.state == .stalled(file: "a"))
        #expect(store.counts.transitioned == 4)
    }
}
