import ExampleMachines
import Foundation
import Testing

/// The order-submission scenarios that motivated the project, driven through the
/// reducer generated from specs/checkout.sm by the build plugin.
@Suite struct CheckoutBehaviourTests {
    let first = UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID()
    let second = UUID(uuidString: "00000000-0000-0000-0000-00000000000B") ?? UUID()
    let order = UUID(uuidString: "00000000-0000-0000-0000-0000000000C0") ?? UUID()
    let context = Checkout.Context(
        checkoutID: UUID(uuidString: "00000000-0000-0000-0000-0000000000D0") ?? UUID(),
        quoteRevision: 7, hasValidAddress: true)

    @Test func submittingFromDraftAsksForTheSubmitEffect() {
        var state = Checkout.State.initial
        let outcome = Checkout.reduce(&state, on: .submitTapped(operationID: first), context: context)
        #expect(state == .submitting(operationID: first))
        #expect(outcome == .transitioned(effects: [.submit(checkoutID: context.checkoutID, quoteRevision: 7, operationID: first)]))
    }

    @Test func submittingWithoutAValidAddressIsRejectedAndChangesNothing() {
        var state = Checkout.State.draft
        let noAddress = Checkout.Context(checkoutID: context.checkoutID, quoteRevision: 7, hasValidAddress: false)
        #expect(Checkout.reduce(&state, on: .submitTapped(operationID: first), context: noAddress) == .rejected)
        #expect(state == .draft)
    }

    @Test func aStaleAcceptanceForAnOldOperationLeavesTheCurrentSubmissionUntouched() {
        var state = Checkout.State.submitting(operationID: second)
        let outcome = Checkout.reduce(&state, on: .submitAccepted(operationID: first, orderID: order), context: context)
        #expect(outcome == .rejected)
        #expect(state == .submitting(operationID: second))
    }

    @Test func theCurrentAcceptanceConfirmsTheOrder() {
        var state = Checkout.State.submitting(operationID: first)
        let outcome = Checkout.reduce(&state, on: .submitAccepted(operationID: first, orderID: order), context: context)
        #expect(outcome == .transitioned(effects: []))
        #expect(state == .confirmed(orderID: order))
    }

    @Test func aDuplicateAcceptanceAfterConfirmationChangesNothing() {
        var state = Checkout.State.confirmed(orderID: order)
        let outcome = Checkout.reduce(&state, on: .submitAccepted(operationID: first, orderID: second), context: context)
        #expect(outcome == .ignored)
        #expect(state == .confirmed(orderID: order))
    }

    @Test func aSecondTapWhileSubmittingIsIgnored() {
        var state = Checkout.State.submitting(operationID: first)
        #expect(Checkout.reduce(&state, on: .submitTapped(operationID: second), context: context) == .ignored)
        #expect(state == .submitting(operationID: first))
    }

    @Test func anUnknownOutcomeReconcilesInsteadOfFailing() {
        var state = Checkout.State.submitting(operationID: first)
        let outcome = Checkout.reduce(&state, on: .submitOutcomeUnknown(operationID: first), context: context)
        #expect(state == .reconciling(operationID: first))
        #expect(outcome == .transitioned(effects: [.reconcile(checkoutID: context.checkoutID, operationID: first)]))
    }

    @Test func reconciliationFindsTheOrderTheServerCreated() {
        var state = Checkout.State.reconciling(operationID: first)
        #expect(
            Checkout.reduce(&state, on: .reconciliationFound(operationID: first, orderID: order), context: context)
                == .transitioned(effects: []))
        #expect(state == .confirmed(orderID: order))
    }

    @Test func reconciliationThatFindsNothingAllowsARetryFromDraft() {
        var state = Checkout.State.reconciling(operationID: first)
        #expect(Checkout.reduce(&state, on: .reconciliationNotFound(operationID: second), context: context) == .rejected)
        #expect(Checkout.reduce(&state, on: .reconciliationNotFound(operationID: first), context: context) == .transitioned(effects: []))
        #expect(state == .draft)
    }

    @Test func aResultWithNoRowForTheStateIsUnhandled() {
        var state = Checkout.State.draft
        #expect(Checkout.reduce(&state, on: .submitRejected(operationID: first, message: "no"), context: context) == .unhandled)
        #expect(state == .draft)
    }

    @Test func aRejectedSubmissionCanBeRetried() {
        var state = Checkout.State.submitting(operationID: first)
        #expect(
            Checkout.reduce(&state, on: .submitRejected(operationID: first, message: "card declined"), context: context)
                == .transitioned(effects: []))
        #expect(state == .rejected(message: "card declined"))
        #expect(
            Checkout.reduce(&state, on: .submitTapped(operationID: second), context: context)
                == .transitioned(effects: [.submit(checkoutID: context.checkoutID, quoteRevision: 7, operationID: second)]))
    }
}
