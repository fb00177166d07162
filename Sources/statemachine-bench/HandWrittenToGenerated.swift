import ExampleMachines

/// The hand-written machine's values as the generated machine's, so the two reducers can
/// be fed the same stream and compared. Only this direction is needed, and it switches
/// over the hand-written types alone, so a new case in checkout.sm breaks nothing here.
extension Checkout.State {
    init(_ state: HandWrittenCheckout.State) {
        switch state {
        case .draft: self = .draft
        case .submitting(let operationID): self = .submitting(operationID: operationID)
        case .reconciling(let operationID): self = .reconciling(operationID: operationID)
        case .confirmed(let orderID): self = .confirmed(orderID: orderID)
        case .rejected(let message): self = .rejected(message: message)
        }
    }
}

extension Checkout.Event {
    init(_ event: HandWrittenCheckout.Event) {
        switch event {
        case .submitTapped(let operationID): self = .submitTapped(operationID: operationID)
        case .submitAccepted(let operationID, let orderID): self = .submitAccepted(operationID: operationID, orderID: orderID)
        case .submitRejected(let operationID, let message): self = .submitRejected(operationID: operationID, message: message)
        case .submitOutcomeUnknown(let operationID): self = .submitOutcomeUnknown(operationID: operationID)
        case .reconciliationFound(let operationID, let orderID): self = .reconciliationFound(operationID: operationID, orderID: orderID)
        case .reconciliationNotFound(let operationID): self = .reconciliationNotFound(operationID: operationID)
        }
    }
}

extension Checkout.Effect {
    init(_ effect: HandWrittenCheckout.Effect) {
        switch effect {
        case .submit(let checkoutID, let quoteRevision, let operationID):
            self = .submit(checkoutID: checkoutID, quoteRevision: quoteRevision, operationID: operationID)
        case .reconcile(let checkoutID, let operationID):
            self = .reconcile(checkoutID: checkoutID, operationID: operationID)
        }
    }
}

extension Checkout.Outcome {
    init(_ outcome: HandWrittenCheckout.Outcome) {
        switch outcome {
        case .transitioned(let effects): self = .transitioned(effects: effects.map(Checkout.Effect.init))
        case .ignored: self = .ignored
        case .rejected: self = .rejected
        case .unhandled: self = .unhandled
        }
    }
}

extension Checkout.Context {
    init(_ context: HandWrittenCheckout.Context) {
        self.init(checkoutID: context.checkoutID, quoteRevision: context.quoteRevision, hasValidAddress: context.hasValidAddress)
    }
}
