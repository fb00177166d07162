import ExampleMachines

/// A checkout reducer under test, with its own value types. Static, so the driving loop
/// is specialized for each and calls it directly: the loop costs both the same.
protocol CheckoutReducer {
    associatedtype State
    associatedtype Event
    associatedtype Context
    associatedtype Outcome

    static var name: String { get }
    static var initial: State { get }
    static func reduce(_ state: inout State, on event: Event, context: Context) -> Outcome
    static func emitsEffects(_ outcome: Outcome) -> Bool
    /// The stream in this reducer's types.
    static func inputs(_ stream: CheckoutEventStream) -> (events: [Event], contexts: [Context])
}

enum GeneratedReducer: CheckoutReducer {
    static let name = "generated Checkout.reduce"
    static var initial: Checkout.State { .initial }

    static func reduce(_ state: inout Checkout.State, on event: Checkout.Event, context: Checkout.Context) -> Checkout.Outcome {
        Checkout.reduce(&state, on: event, context: context)
    }

    static func emitsEffects(_ outcome: Checkout.Outcome) -> Bool {
        if case .transitioned(let effects) = outcome { return !effects.isEmpty }
        return false
    }

    static func inputs(_ stream: CheckoutEventStream) -> (events: [Checkout.Event], contexts: [Checkout.Context]) {
        (stream.generatedEvents, stream.generatedContexts)
    }
}

enum HandWrittenReducer: CheckoutReducer {
    static let name = "hand-written reducer"
    static var initial: HandWrittenCheckout.State { .draft }

    static func reduce(
        _ state: inout HandWrittenCheckout.State, on event: HandWrittenCheckout.Event, context: HandWrittenCheckout.Context
    ) -> HandWrittenCheckout.Outcome {
        HandWrittenCheckout.reduce(&state, on: event, context: context)
    }

    static func emitsEffects(_ outcome: HandWrittenCheckout.Outcome) -> Bool {
        if case .transitioned(let effects) = outcome { return !effects.isEmpty }
        return false
    }

    static func inputs(_ stream: CheckoutEventStream) -> (events: [HandWrittenCheckout.Event], contexts: [HandWrittenCheckout.Context]) {
        (stream.events, stream.contexts)
    }
}

extension CheckoutEventStream {
    /// Feeds every session to `Reducer` from the initial state, handing each step to `visit`.
    @inline(__always)
    func drive<Reducer: CheckoutReducer>(
        _: Reducer.Type, _ visit: (_ index: Int, _ outcome: Reducer.Outcome, _ state: Reducer.State) -> Void
    ) {
        let (events, contexts) = Reducer.inputs(self)
        var index = 0
        for context in contexts {
            var state = Reducer.initial
            for _ in 0..<Self.sessionLength {
                let outcome = Reducer.reduce(&state, on: events[index], context: context)
                visit(index, outcome, state)
                index += 1
            }
        }
    }
}
