import Foundation

/// The checkout machine as an experienced Swift developer writes it by hand, with its own
/// types: one switch on the event, an exhaustive switch on the state inside, and the
/// operation ID matched in the pattern itself (`case .submitting(operationID)`), so a stale
/// result falls through to the next case. Same shapes and outcomes as checkout.sm.
///
/// Its own types, rather than the generated ones, keep the benchmark compiling when the
/// example spec gains an event or a state.
enum HandWrittenCheckout {
    enum State: Equatable, Sendable {
        case draft
        case submitting(operationID: UUID)
        case reconciling(operationID: UUID)
        case confirmed(orderID: UUID)
        case rejected(message: String)
    }

    enum Event: Equatable, Sendable {
        case submitTapped(operationID: UUID)
        case submitAccepted(operationID: UUID, orderID: UUID)
        case submitRejected(operationID: UUID, message: String)
        case submitOutcomeUnknown(operationID: UUID)
        case reconciliationFound(operationID: UUID, orderID: UUID)
        case reconciliationNotFound(operationID: UUID)
    }

    enum Effect: Equatable, Sendable {
        case submit(checkoutID: UUID, quoteRevision: Int, operationID: UUID)
        case reconcile(checkoutID: UUID, operationID: UUID)
    }

    struct Context: Equatable, Sendable {
        let checkoutID: UUID
        let quoteRevision: Int
        let hasValidAddress: Bool
    }

    enum Outcome: Equatable, Sendable {
        case transitioned(effects: [Effect])
        case ignored
        case rejected
        case unhandled
    }

    // Not inlined: the generated reducer lives in another module and is called, not
    // inlined, so both pay one call per event.
    @inline(never)
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome {
        switch event {
        case .submitTapped(let operationID):
            switch state {
            case .draft, .rejected:
                guard context.hasValidAddress else { return .rejected }
                state = .submitting(operationID: operationID)
                return .transitioned(effects: [
                    .submit(checkoutID: context.checkoutID, quoteRevision: context.quoteRevision, operationID: operationID)
                ])
            case .submitting, .reconciling:
                return .ignored
            case .confirmed:
                return .unhandled
            }
        case .submitAccepted(let operationID, let orderID):
            switch state {
            case .submitting(operationID):
                state = .confirmed(orderID: orderID)
                return .transitioned(effects: [])
            case .submitting:
                return .rejected
            case .confirmed:
                return .ignored
            case .draft, .reconciling, .rejected:
                return .unhandled
            }
        case .submitRejected(let operationID, let message):
            switch state {
            case .submitting(operationID):
                state = .rejected(message: message)
                return .transitioned(effects: [])
            case .submitting:
                return .rejected
            case .draft, .reconciling, .confirmed, .rejected:
                return .unhandled
            }
        case .submitOutcomeUnknown(let operationID):
            switch state {
            case .submitting(operationID):
                state = .reconciling(operationID: operationID)
                return .transitioned(effects: [.reconcile(checkoutID: context.checkoutID, operationID: operationID)])
            case .submitting:
                return .rejected
            case .draft, .reconciling, .confirmed, .rejected:
                return .unhandled
            }
        case .reconciliationFound(let operationID, let orderID):
            switch state {
            case .reconciling(operationID):
                state = .confirmed(orderID: orderID)
                return .transitioned(effects: [])
            case .reconciling:
                return .rejected
            case .draft, .submitting, .confirmed, .rejected:
                return .unhandled
            }
        case .reconciliationNotFound(let operationID):
            switch state {
            case .reconciling(operationID):
                state = .draft
                return .transitioned(effects: [])
            case .reconciling:
                return .rejected
            case .draft, .submitting, .confirmed, .rejected:
                return .unhandled
            }
        }
    }
}
