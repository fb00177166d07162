import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `specs/pricing.sm` as generated and driven by a store on a `TestClock`: the slow-quote
/// timeout is the row `loading(revision) after 5s -> waitingLonger(revision)`, which the
/// store arms on entering `loading` and cancels on leaving it.
@Suite @MainActor struct PricingExampleTests {
    let clock = TestClock()
    let gate = EffectGate<Pricing>()
    let checkoutID = UUID.sample(1)

    func makeStore() -> MachineStore<Pricing> {
        let context = Pricing.Context(checkoutID: checkoutID, tracksSlowQuotes: true)
        return MachineStore(state: .idle, context: context, clock: clock, effects: gate.handler)
    }

    @Test func aSlowQuoteMovesToWaitingLongerAndKeepsFetching() async {
        let store = makeStore()
        store.send(.inputsChanged(revision: 1))
        await clock.advance(by: .milliseconds(4_999))
        #expect(store.state == .loading(revision: 1))
        await clock.advance(by: .milliseconds(1))
        #expect(store.state == .waitingLonger(revision: 1))
        #expect(gate.held == [.observeInputs, .fetchQuote(checkoutID: checkoutID, revision: 1), .reportSlowQuote(revision: 1)])
        #expect(gate.cancelled.isEmpty)
    }

    @Test func anInputChangeWhileLoadingRestartsTheTimeout() async {
        let store = makeStore()
        store.send(.inputsChanged(revision: 1))
        await clock.advance(by: .seconds(3))
        store.send(.inputsChanged(revision: 2))
        // The row re-enters `loading`: the first timer (due at 5 s) is cancelled, a new one is due at 8 s.
        await clock.advance(by: .seconds(4))
        #expect(store.state == .loading(revision: 2))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .waitingLonger(revision: 2))
    }

    @Test func aQuoteInTimeDisarmsTheTimeout() async {
        let store = makeStore()
        store.send(.inputsChanged(revision: 1))
        await clock.advance(by: .seconds(2))
        store.send(.quoteReceived(revision: 1, total: 12))
        #expect(store.state == .priced(revision: 1, total: 12))
        #expect(store.armedTimerCount == 0)
        await clock.advance(by: .seconds(10))
        #expect(store.state == .priced(revision: 1, total: 12))
        #expect(!gate.held.contains(.reportSlowQuote(revision: 1)))
    }

    /// A retry re-enters `loading` with the same revision: only the store's cancellation, not
    /// the revision, keeps the first visit's timer out of the second.
    @Test func aTimerOfAnEarlierVisitNeverFiresIntoARetry() async {
        let store = makeStore()
        store.send(.inputsChanged(revision: 1))
        await clock.advance(by: .seconds(3))
        store.send(.quoteFailed(revision: 1, message: "offline"))
        store.send(.retryTapped)
        #expect(store.state == .loading(revision: 1))
        await clock.advance(by: .seconds(4))
        #expect(store.state == .loading(revision: 1))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .waitingLonger(revision: 1))
    }
}
