import ExampleMachines
import Foundation
import Testing

/// Groups, entry and exit effects and the `after` row at work in the reducer generated from
/// specs/pricing.sm: the order of effects is exit, the row's own, entry, written out here by hand.
@Suite struct PricingBehaviourTests {
    let context = Pricing.Context(
        checkoutID: UUID(uuidString: "00000000-0000-0000-0000-0000000000D0") ?? UUID(), tracksSlowQuotes: true)

    @Test func startingIdleObservesInputsAndStartsNoFetch() {
        #expect(Pricing.entryEffects(of: .initial, context: context) == [.observeInputs])
    }

    @Test func restoredWhileLoadingTheMachineFetchesAgain() {
        #expect(
            Pricing.entryEffects(of: .loading(revision: 3), context: context) == [
                .observeInputs, .fetchQuote(checkoutID: context.checkoutID, revision: 3),
            ])
    }

    @Test func anInputChangeFetchesOnEntry() {
        var state = Pricing.State.idle
        let outcome = Pricing.reduce(&state, on: .inputsChanged(revision: 1), context: context)
        #expect(state == .loading(revision: 1))
        #expect(state.isFetching && state.isOpen)
        #expect(outcome == .transitioned(effects: [.fetchQuote(checkoutID: context.checkoutID, revision: 1)]))
    }

    @Test func anInputChangeWhileLoadingReentersLoadingButNotTheGroups() {
        var state = Pricing.State.loading(revision: 1)
        let outcome = Pricing.reduce(&state, on: .inputsChanged(revision: 2), context: context)
        #expect(state == .loading(revision: 2))
        // No cancelFetch and no observeInputs: `fetching` and `open` are neither left nor entered.
        #expect(outcome == .transitioned(effects: [.fetchQuote(checkoutID: context.checkoutID, revision: 2)]))
    }

    @Test func theTimeoutKeepsTheRequestRunningAndReportsTheSlowQuote() {
        var state = Pricing.State.loading(revision: 4)
        let outcome = Pricing.reduce(&state, after: .loadingTimeout, context: context)
        #expect(state == .waitingLonger(revision: 4))
        #expect(outcome == .transitioned(effects: [.reportSlowQuote(revision: 4)]))
    }

    @Test func anEntryGuardThatDoesNotHoldContributesNothingAndRejectsNothing() {
        var state = Pricing.State.loading(revision: 4)
        let quiet = Pricing.Context(checkoutID: context.checkoutID, tracksSlowQuotes: false)
        #expect(Pricing.reduce(&state, after: .loadingTimeout, context: quiet) == .transitioned(effects: []))
        #expect(state == .waitingLonger(revision: 4))
    }

    @Test func theTimeoutOutsideLoadingChangesNothing() {
        var state = Pricing.State.waitingLonger(revision: 5)
        #expect(Pricing.reduce(&state, after: .loadingTimeout, context: context) == .unhandled)
        #expect(state == .waitingLonger(revision: 5))
    }

    @Test func aQuoteLeavesTheFetchingGroupAndCancelsTheFetch() {
        var state = Pricing.State.waitingLonger(revision: 2)
        let outcome = Pricing.reduce(&state, on: .quoteReceived(revision: 2, total: 12), context: context)
        #expect(state == .priced(revision: 2, total: 12))
        #expect(!state.isFetching)
        #expect(outcome == .transitioned(effects: [.cancelFetch]))
    }

    @Test func aStaleQuoteIsRejected() {
        var state = Pricing.State.loading(revision: 3)
        #expect(Pricing.reduce(&state, on: .quoteReceived(revision: 2, total: 12), context: context) == .rejected)
    }

    @Test func closingWhileLoadingExitsInnermostFirst() {
        var state = Pricing.State.loading(revision: 6)
        let outcome = Pricing.reduce(&state, on: .screenClosed, context: context)
        #expect(state == .closed)
        #expect(!state.isOpen)
        #expect(outcome == .transitioned(effects: [.cancelFetch, .stopObservingInputs]))
    }

    @Test func aSourceListRowFiresInEachOfItsStates() {
        for start in [Pricing.State.idle, .priced(revision: 1, total: 3), .failed(revision: 1, message: "x")] {
            var state = start
            let outcome = Pricing.reduce(&state, on: .inputsChanged(revision: 9), context: context)
            #expect(state == .loading(revision: 9))
            #expect(outcome == .transitioned(effects: [.fetchQuote(checkoutID: context.checkoutID, revision: 9)]))
        }
    }

    @Test func aGroupRowIsNoCandidateInAFinalState() {
        var state = Pricing.State.closed
        #expect(Pricing.reduce(&state, on: .screenClosed, context: context) == .unhandled)
    }
}
