import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `send(performing:success:failure:)`: the success event when the work returns, the failure
/// event when it throws, and nothing when it threw because the store cancelled the effect.
@Suite @MainActor struct SendResultTests {
    struct Unavailable: Error {}

    let clock = TestClock()

    func makeStore(failing: Bool) -> MachineStore<Quote> {
        let latestWins: (Quote.Effect) -> EffectPolicy<Quote> = { _ in .latestWins("quote") }
        return MachineStore(state: .idle, clock: clock, policy: latestWins) { [clock] effect, send in
            guard case .fetchQuote(let revision) = effect else { return }
            await send(
                performing: {
                    try await clock.sleep(for: .seconds(1))
                    if failing { throw Unavailable() }
                    return revision * 10
                },
                success: { .quoteLoaded(revision: revision, total: $0) },
                failure: { _ in .quoteFailed(revision: revision) })
        }
    }

    @Test func aReturnSendsTheSuccessEvent() async {
        let store = makeStore(failing: false)
        store.send(.refresh(revision: 1))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .loaded(revision: 1, total: 10))
    }

    @Test func aThrowSendsTheFailureEvent() async {
        let store = makeStore(failing: true)
        store.send(.refresh(revision: 1))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .failed(revision: 1))
    }

    @Test func aCancelledEffectSendsNothing() async {
        let store = makeStore(failing: false)
        store.send(.refresh(revision: 1))
        store.send(.refresh(revision: 2))  // latest wins: the first fetch is cancelled mid-sleep
        while store.runningEffectCount > 0 { await clock.advance(by: .seconds(1)) }
        #expect(store.counts == OutcomeCounts.of(transitioned: 3))
        #expect(store.state == .loaded(revision: 2, total: 20))
    }
}
