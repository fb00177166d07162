import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// A timer's delay comes from the app's values when a spec's `after` row names a `Duration`
/// field: any value must arm a timer that the store's clock can sleep, on every clock alike.
@Suite @MainActor struct TimerDelayLimitTests {
    /// A hundred years of 365.25 days, the longest delay the store sleeps.
    let hundredYears = Duration.seconds(3_155_760_000)

    @Test func aDelayLongerThanAHundredYearsFiresAfterAHundredYearsOnTheTestClock() async {
        let clock = TestClock()
        let store = MachineStore<Alarm>(state: .waiting, context: .init(delay: .seconds(Int64.max)), clock: clock) { _, _ in }
        await clock.advance(by: hundredYears - .seconds(1))
        #expect(store.state == .waiting)
        await clock.advance(by: .seconds(1))
        #expect(store.state == .rang)
    }

    @Test func aDelayLongerThanAHundredYearsSleepsAHundredYearsOnARealClockWithoutTrapping() async {
        let clock = DeadlineRecordingClock()
        let store = MachineStore<Alarm>(state: .waiting, context: .init(delay: .seconds(Int64.max)), clock: clock) { _, _ in }
        await clock.waitForSleeps(1)
        let delay = clock.delays[0]
        #expect(delay <= hundredYears && delay > hundredYears - .seconds(60), "slept \(delay)")
        #expect(store.armedTimerCount == 1)
        store.stop()
    }

    @Test func aNegativeDelayFiresAtOnceOnTheTestClock() async {
        let clock = TestClock()
        let store = MachineStore<Alarm>(state: .waiting, context: .init(delay: .seconds(-5)), clock: clock) { _, _ in }
        await clock.advance(by: .zero)
        #expect(store.state == .rang)
    }

    @Test func aNegativeDelaySleepsZeroOnARealClock() async {
        let clock = DeadlineRecordingClock()
        let store = MachineStore<Alarm>(state: .waiting, context: .init(delay: .seconds(-5)), clock: clock) { _, _ in }
        await clock.waitForSleeps(1)
        #expect(clock.delays[0] <= .zero && clock.delays[0] > .seconds(-1), "slept \(clock.delays[0])")
        store.stop()
    }
}
