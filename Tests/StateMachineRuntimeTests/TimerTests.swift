import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// The store runs a spec's `after` rows on its clock: armed on entering their scope, cancelled
/// on leaving it, never firing into a later visit. All on a `TestClock`: no real sleeps.
@Suite @MainActor struct TimerTests {
    let clock = TestClock()
    let gate = EffectGate<TimedUpload>()

    func makeStore(_ state: TimedUpload.State = .idle, retriesAllowed: Bool = false) -> MachineStore<TimedUpload> {
        MachineStore(state: state, context: .init(retriesAllowed: retriesAllowed), clock: clock, effects: gate.handler)
    }

    @Test func aTimerFiresAtItsDueTimeAndNotBefore() async {
        let store = makeStore()
        var timers: [TimedUpload.Timer] = []
        store.observer = { record in if let timer = record.timer { timers.append(timer) } }
        store.send(.start(file: "a"))
        await clock.advance(by: .milliseconds(4_999))
        #expect(store.state == .uploading(file: "a", progress: 0))
        await clock.advance(by: .milliseconds(1))
        #expect(store.state == .stalled(file: "a"))
        #expect(timers == [.uploadingAfter5s])
        #expect(gate.held == [.keepAwake, .notifyStalled])
    }

    @Test func leavingTheStateCancelsItsTimers() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        #expect(store.armedTimerCount == 2)
        store.send(.finished)
        #expect(store.armedTimerCount == 0)
        await clock.advance(by: .seconds(100))
        #expect(store.state == .done)
        #expect(store.counts.total == 2)
    }

    @Test func movingWithinAGroupKeepsTheGroupsTimerRunning() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(5))
        #expect(store.state == .stalled(file: "a"))
        // The group's timer was armed at 0 s, not re-armed at 5 s.
        await clock.advance(by: .milliseconds(54_999))
        #expect(store.state == .stalled(file: "a"))
        await clock.advance(by: .milliseconds(1))
        #expect(store.state == .failed)
    }

    @Test func anInPlaceUpdateKeepsTheStatesTimer() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(3))
        store.send(.progressed(50))
        #expect(store.state == .uploading(file: "a", progress: 50))
        await clock.advance(by: .seconds(2))
        #expect(store.state == .stalled(file: "a"))
    }

    @Test func reEnteringTheStateRestartsItsTimerButNotItsGroups() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(3))
        store.send(.restart)
        await clock.advance(by: .milliseconds(4_999))
        #expect(store.state == .uploading(file: "a", progress: 0))
        await clock.advance(by: .milliseconds(1))
        #expect(store.state == .stalled(file: "a"))
        await clock.advance(by: .seconds(52))
        #expect(store.state == .failed)
        #expect(clock.now == .init(offset: .seconds(60)))
    }

    @Test func aTimerWhoseGuardFailsDoesNothingAndIsNotReArmed() async {
        let store = makeStore(.stalled(file: "a"))
        await clock.advance(by: .seconds(10))
        #expect(store.state == .stalled(file: "a"))
        #expect(store.counts.rejected == 1)
        #expect(store.armedTimerCount == 1)  // only the group's
        // Allowing retries now does not bring the timer back; the group's gives up at 60 s.
        store.context.retriesAllowed = true
        await clock.advance(by: .seconds(49))
        #expect(store.state == .stalled(file: "a"))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .failed)
        #expect(store.counts.rejected == 1)
    }

    @Test func theGuardIsReadWhenTheTimerFiresNotWhenItIsArmed() async {
        let store = makeStore(.stalled(file: "a"), retriesAllowed: false)
        await clock.advance(by: .seconds(9))
        store.context.retriesAllowed = true
        await clock.advance(by: .seconds(1))
        #expect(store.state == .uploading(file: "a", progress: 0))
    }

    @Test func aTimerNeverFiresIntoALaterVisitOfItsState() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(3))
        store.send(.cancel)
        await clock.advance(by: .seconds(1))
        store.send(.start(file: "a"))
        // The first visit's timer would have fired at 5 s; the second's is due at 9 s.
        await clock.advance(by: .seconds(4))
        #expect(store.state == .uploading(file: "a", progress: 0))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .stalled(file: "a"))
        #expect(store.counts.transitioned == 4)
    }

    @Test func stopCancelsEveryTimer() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        store.stop()
        #expect(store.armedTimerCount == 0)
        await clock.advance(by: .seconds(100))
        #expect(store.state == .uploading(file: "a", progress: 0))
        #expect(store.counts.total == 1)
    }

    @Test func stopFromTheObserverEndsTheTimersOfEventsItsEventSent() {
        let store = makeStore()
        store.observer = { [weak store] record in
            guard record.event == .cancel, let store else { return }
            // Applied now, settled after this record: stop() comes first, so it starts nothing.
            store.send(.start(file: "b"))
            store.stop()
        }
        store.send(.start(file: "a"))
        store.send(.cancel)
        #expect(store.state == .uploading(file: "b", progress: 0))
        #expect(store.armedTimerCount == 0)
        #expect(gate.held.isEmpty)
    }

    @Test func aRestoredStoreArmsItsStatesTimers() async {
        let store = makeStore(.uploading(file: "a", progress: 40))
        #expect(store.armedTimerCount == 2)
        await clock.advance(by: .seconds(5))
        #expect(store.state == .stalled(file: "a"))
    }

    @Test func timersDueTogetherFireInTheOrderTheyWereArmed() async {
        let first = makeStore()
        let second = makeStore()
        var order: [Int] = []
        first.observer = { _ in order.append(1) }
        second.observer = { _ in order.append(2) }
        second.send(.start(file: "b"))
        first.send(.start(file: "a"))
        order.removeAll()
        await clock.advance(by: .seconds(5))
        #expect(order == [2, 1])
    }
}
