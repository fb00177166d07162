import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// The generated `Checkout`, which has a context, owned by a store in a target that applies
/// the plugin and depends on StateMachineRuntime.
@Suite @MainActor struct CheckoutStoreTests {
    let checkoutID = UUID.sample(0xC0)
    let operation = UUID.sample(1)
    let order = UUID.sample(2)

    func context(validAddress: Bool) -> Checkout.Context {
        Checkout.Context(checkoutID: checkoutID, quoteRevision: 7, hasValidAddress: validAddress)
    }

    @Test func theNextEventReadsTheContextTheOwnerSet() async {
        let server = EffectGate<Checkout>()
        let store = MachineStore<Checkout>(state: .draft, context: context(validAddress: false), effects: server.handler)
        #expect(store.send(.submitTapped(operationID: operation)) == .rejected)
        #expect(store.state == .draft)

        store.context = context(validAddress: true)
        store.send(.submitTapped(operationID: operation))
        await server.release(
            .submit(checkoutID: checkoutID, quoteRevision: 7, operationID: operation),
            replying: [.submitAccepted(operationID: operation, orderID: order)])
        #expect(store.state == .confirmed(orderID: order))
        await store.finish()
    }

    @Test func aRequestThatBelongsToSubmittingIsCancelledWhenTheMachineLeavesIt() async {
        let server = EffectGate<Checkout>()
        let store = MachineStore<Checkout>(
            state: .draft, context: context(validAddress: true),
            policy: { effect in
                switch effect {
                case .submit: .cancelOnExit
                case .reconcile: .runToCompletion
                }
            },
            effects: server.handler)
        store.send(.submitTapped(operationID: operation))
        // The outcome is unknown: the machine leaves `submitting` for `reconciling`.
        store.send(.submitOutcomeUnknown(operationID: operation))
        await server.release(
            .reconcile(checkoutID: checkoutID, operationID: operation),
            replying: [.reconciliationFound(operationID: operation, orderID: order)])
        await store.finish()
        #expect(server.cancelled == [.submit(checkoutID: checkoutID, quoteRevision: 7, operationID: operation)])
        #expect(store.state == .confirmed(orderID: order))
    }

    @Test func withoutThePolicyLeavingTheStateCancelsNothing() async {
        let server = EffectGate<Checkout>()
        let store = MachineStore<Checkout>(state: .draft, context: context(validAddress: true), effects: server.handler)
        store.send(.submitTapped(operationID: operation))
        store.send(.submitOutcomeUnknown(operationID: operation))
        #expect(server.cancelled.isEmpty)
        await server.release(.submit(checkoutID: checkoutID, quoteRevision: 7, operationID: operation))
        await server.release(.reconcile(checkoutID: checkoutID, operationID: operation))
        await store.finish()
        #expect(server.cancelled.isEmpty)
    }

    @Test func whileStateCancelsOnlyWhenThePredicateStopsHolding() async {
        let server = EffectGate<Checkout>()
        let store = MachineStore<Checkout>(
            state: .draft, context: context(validAddress: true),
            policy: { _ in .whileState { if case .confirmed = $0 { false } else { true } } },
            effects: server.handler)
        store.send(.submitTapped(operationID: operation))
        // `submitting` → `reconciling`: the predicate still holds, both effects keep running.
        store.send(.submitOutcomeUnknown(operationID: operation))
        store.send(.reconciliationFound(operationID: operation, orderID: order))
        // Both tasks are cancelled on reaching `confirmed` and end without a release.
        await store.finish()
        #expect(server.cancelled.count == 2)
    }
}
