import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// When `held` lists an effect depends on where the store's handler runs, and a test that
/// awaits `finish()` with an effect still held fails instead of hanging.
@Suite @MainActor struct EffectGateHandlerShapeTests {
    @Test func finishWithAnEffectStillHeldRecordsAnIssueAndReturns() async {
        let gate = EffectGate<Quote>(releaseTimeout: .milliseconds(50))
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        await withKnownIssue {
            // Sent inside, so the effect's task, which records the issue, knows it is expected.
            store.send(.refresh(revision: 7))
            await store.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("EffectGate held fetchQuote(revision: 7)") }
        }
        #expect(gate.held.isEmpty)
        #expect(store.runningEffectCount == 0)
        #expect(store.state == .loading(revision: 7), "the abandoned effect replied nothing")
    }

    @Test func aMainActorHandlerThatWrapsTheGateIsHeldAsSoonAsSendReturns() {
        let gate = EffectGate<Quote>()
        let inner = gate.handler
        let store = MachineStore<Quote>(state: .idle) { @MainActor effect, send in
            await inner(effect, send)
        }
        store.send(.refresh(revision: 7))
        #expect(gate.held == [.fetchQuote(revision: 7)])
    }

    /// A handler closure is not isolated unless it says `@MainActor`: it starts off the main
    /// actor, and the gate sees its effect only once the handler reaches it.
    @Test func aHandlerOffTheMainActorIsHeldOnceWaitUntilHeldReturns() async {
        let gate = EffectGate<Quote>()
        let inner = gate.handler
        let store = MachineStore<Quote>(state: .idle) { effect, send in
            await inner(effect, send)
        }
        store.send(.refresh(revision: 7))
        await gate.waitUntilHeld(.fetchQuote(revision: 7))
        #expect(gate.held == [.fetchQuote(revision: 7)])
        await gate.release(.fetchQuote(revision: 7), replying: [.quoteLoaded(revision: 7, total: 70)])
        #expect(store.state == .loaded(revision: 7, total: 70))
    }
}
