import ExampleMachines
import Foundation
import SeededRandom

/// A deterministic stream of checkout sessions, the same on every run and machine.
///
/// Each session starts in `draft` with its own context and receives what a flaky network
/// and an impatient user deliver: mostly the expected next event, plus repeated taps,
/// results for an older operation, and late events that no row handles. Every outcome
/// occurs: transitions with and without effects, ignored, rejected and unhandled.
struct CheckoutEventStream {
    static let sessionLength = 12

    private(set) var events: [HandWrittenCheckout.Event] = []
    /// One per session, in order.
    private(set) var contexts: [HandWrittenCheckout.Context] = []
    /// The same stream as the generated machine's values, converted before any timing.
    let generatedEvents: [Checkout.Event]
    let generatedContexts: [Checkout.Context]

    init(sessions: Int, seed: UInt64 = 0x5EED_C4EC_0B01) {
        var random = SplitMix64(seed: seed)
        events.reserveCapacity(sessions * Self.sessionLength)
        for _ in 0..<sessions {
            // One session in ten has no valid address, so the tap's guard fails.
            let context = HandWrittenCheckout.Context(
                checkoutID: random.uuid(), quoteRevision: random.below(100), hasValidAddress: random.below(10) != 0)
            contexts.append(context)
            // The stream follows the machine, so that most events are ones it expects.
            var state = HandWrittenCheckout.State.draft
            var older = random.uuid()
            for _ in 0..<Self.sessionLength {
                let event = Self.nextEvent(in: state, older: &older, &random)
                _ = HandWrittenCheckout.reduce(&state, on: event, context: context)
                events.append(event)
            }
        }
        generatedEvents = events.map(Checkout.Event.init)
        generatedContexts = contexts.map(Checkout.Context.init)
    }

    private static func nextEvent(
        in state: HandWrittenCheckout.State, older: inout UUID, _ random: inout SplitMix64
    ) -> HandWrittenCheckout.Event {
        let roll = random.below(100)
        switch state {
        case .draft, .rejected:
            // A late result for an operation long gone has no row here.
            guard roll < 85 else { return .submitAccepted(operationID: older, orderID: random.uuid()) }
            return .submitTapped(operationID: random.uuid())
        case .submitting(let current):
            // Three results in ten name an older operation: stale, so rejected.
            let operationID = random.below(10) < 3 ? older : current
            older = current
            switch roll {
            case 0..<15: return .submitTapped(operationID: random.uuid())
            case 15..<55: return .submitAccepted(operationID: operationID, orderID: random.uuid())
            case 55..<75: return .submitRejected(operationID: operationID, message: "declined")
            default: return .submitOutcomeUnknown(operationID: operationID)
            }
        case .reconciling(let current):
            let operationID = random.below(10) < 3 ? older : current
            switch roll {
            case 0..<10: return .submitTapped(operationID: random.uuid())
            case 10..<60: return .reconciliationFound(operationID: operationID, orderID: random.uuid())
            default: return .reconciliationNotFound(operationID: operationID)
            }
        case .confirmed:
            // Duplicate confirmations are ignored; anything else is unhandled.
            guard roll < 70 else { return .reconciliationNotFound(operationID: older) }
            return .submitAccepted(operationID: older, orderID: random.uuid())
        }
    }
}
