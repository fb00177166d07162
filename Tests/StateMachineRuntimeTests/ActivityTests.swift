import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `during` activities: started after the entry effects when the machine enters their scope,
/// their tasks cancelled when it leaves it, kept through in-group moves and in-place updates.
@Suite @MainActor struct ActivityTests {
    let clock = TestClock()
    let gate = EffectGate<TimedUpload>()

    func makeStore(_ state: TimedUpload.State = .idle) -> MachineStore<TimedUpload> {
        MachineStore(state: state, context: .init(retriesAllowed: false), clock: clock, effects: gate.handler)
    }

    @Test func enteringAScopeStartsItsActivitiesOutermostFirst() {
        let store = makeStore()
        store.send(.start(file: "a"))
        #expect(gate.held == [.keepAwake, .upload(file: "a")])
    }

    @Test func leavingAScopeCancelsItsActivitiesInnermostFirst() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        store.send(.finished)
        #expect(gate.cancelled == [.upload(file: "a"), .keepAwake])
        await store.finish()
        #expect(store.runningEffectCount == 0)
    }

    @Test func anInPlaceUpdateKeepsTheActivityRunning() {
        let store = makeStore()
        store.send(.start(file: "a"))
        for percent in [10, 50, 90] { store.send(.progressed(percent)) }
        #expect(gate.cancelled.isEmpty)
        #expect(gate.held == [.keepAwake, .upload(file: "a")])
    }

    @Test func movingWithinAGroupKeepsTheGroupsActivity() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(5))
        #expect(gate.cancelled == [.upload(file: "a")])
        #expect(gate.held == [.keepAwake, .notifyStalled])
    }

    @Test func reEnteringAStateRestartsItsActivity() {
        let store = makeStore()
        store.send(.start(file: "a"))
        store.send(.restart)
        #expect(gate.cancelled == [.upload(file: "a")])
        #expect(gate.held == [.keepAwake, .upload(file: "a")])
    }

    @Test func anActivitysRepliesGoThroughTheReducer() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await gate.release(.upload(file: "a"), replying: [.progressed(30), .progressed(60), .finished])
        #expect(store.state == .done)
        #expect(gate.cancelled == [.keepAwake])
    }

    @Test func stopCancelsActivities() async {
        let store = makeStore(.uploading(file: "a", progress: 0))
        #expect(gate.held == [.keepAwake, .upload(file: "a")])
        store.stop()
        #expect(gate.held.isEmpty)
        #expect(gate.cancelled.count == 2)
        await store.finish()
        #expect(store.runningEffectCount == 0)
    }
}
