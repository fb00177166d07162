import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// What a test can read from an `EffectGate` is exact when it reads it, and a mistaken
/// release fails the test instead of hanging it.
@Suite @MainActor struct EffectGateTests {
    @Test func anEffectIsHeldAsSoonAsTheSendThatStartedItReturns() {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        store.send(.refresh(revision: 7))
        #expect(gate.held == [.fetchQuote(revision: 7)])
        store.send(.refresh(revision: 8))
        #expect(gate.held == [.fetchQuote(revision: 7), .fetchQuote(revision: 8)])
    }

    @Test func aCancelledEffectIsListedAsSoonAsTheStoreCancelledIt() {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, policy: { _ in .latestWins("quote") }, effects: gate.handler)
        store.send(.refresh(revision: 7))
        store.send(.refresh(revision: 8))
        #expect(gate.cancelled == [.fetchQuote(revision: 7)])
        #expect(gate.held == [.fetchQuote(revision: 8)])
    }

    @Test func releasingAnEffectThatWasNeverStartedRecordsAnIssueAndReturns() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        store.send(.refresh(revision: 7))
        await withKnownIssue {
            await gate.release(.fetchQuote(revision: 8), replying: [.quoteLoaded(revision: 8, total: 80)])
        }
        #expect(store.state == .loading(revision: 7))
        #expect(gate.held == [.fetchQuote(revision: 7)])
    }

    @Test func releasingAnEffectTwiceRecordsAnIssueTheSecondTime() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        store.send(.refresh(revision: 7))
        await gate.release(.fetchQuote(revision: 7), replying: [.quoteLoaded(revision: 7, total: 70)])
        await withKnownIssue {
            await gate.release(.fetchQuote(revision: 7))
        }
        #expect(store.state == .loaded(revision: 7, total: 70))
    }

    @Test func waitUntilHeldReturnsOnceAnEffectStartedElsewhereArrives() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        async let arrived: Void = gate.waitUntilHeld(.fetchQuote(revision: 3))
        store.send(.refresh(revision: 3))
        await arrived
        #expect(gate.held == [.fetchQuote(revision: 3)])
    }

    @Test func waitUntilCancelledReturnsOnceTheStoreCancelledTheEffect() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, policy: { _ in .latestWins("quote") }, effects: gate.handler)
        store.send(.refresh(revision: 1))
        async let cancelled: Void = gate.waitUntilCancelled(.fetchQuote(revision: 1))
        store.send(.refresh(revision: 2))
        await cancelled
        #expect(gate.cancelled == [.fetchQuote(revision: 1)])
    }
}

/// Waits on a gate end when nothing but the test can satisfy them.
@Suite @MainActor struct EffectGateStuckWaitTests {
    @Test func waitUntilHeldGivesUpWhenEveryEffectIsHeldAndNamesThem() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        store.send(.refresh(revision: 1))
        let sendTheAwaitedRefresh: @MainActor () async -> Void = { store.send(.refresh(revision: 2)) }
        await failingInsteadOfHanging(unstick: sendTheAwaitedRefresh) {
            await withKnownIssue {
                await gate.waitUntilHeld(.fetchQuote(revision: 2))
            } matching: { issue in
                issue.comments.contains {
                    $0.rawValue.contains("fetchQuote(revision: 2) was never held")
                        && $0.rawValue.contains("`fetchQuote(revision:)` is held by an EffectGate")
                }
            }
        }
        #expect(gate.held == [.fetchQuote(revision: 1)])
    }
}
