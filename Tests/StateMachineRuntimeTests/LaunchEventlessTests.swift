import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `Tests/RuntimeTestMachines/launch.sm` in a store: its `always` rows choose where the machine
/// goes at the start and after every step that changed the state, and the store runs the timers
/// of the state the chain ends in.
@Suite @MainActor struct LaunchEventlessTests {
    let clock = TestClock()
    let gate = EffectGate<Launch>()

    func makeStore(hasSession: Bool) -> MachineStore<Launch> {
        MachineStore(state: .checking, context: Launch.Context(hasSession: hasSession), clock: clock, effects: gate.handler)
    }

    @Test func aStoreCreatedInACheckingStateMovesOnAtOnce() {
        let store = makeStore(hasSession: true)
        #expect(store.state == .home)
        #expect(gate.held == [.showHome])
        #expect(store.armedTimerCount == 1)
        #expect(makeStore(hasSession: false).state == .signIn)
    }

    @Test func aTimerWhoseStateHasAnAlwaysRowEndsWhereTheRowLeads() async {
        let store = makeStore(hasSession: true)
        await clock.advance(by: .seconds(600))
        #expect(store.state == .signIn)
        #expect(store.armedTimerCount == 0)
    }

    @Test func anEventsOutcomeCarriesTheChainsEffects() {
        let store = makeStore(hasSession: false)
        store.send(.signInTapped)
        let outcome = store.send(.signedIn)
        #expect(outcome == .transitioned(effects: []))
        #expect(store.state == .signIn)
        let signedInStore = makeStore(hasSession: true)
        #expect(signedInStore.send(.signedIn) == .unhandled)
        #expect(signedInStore.armedTimerCount == 1)
    }
}
