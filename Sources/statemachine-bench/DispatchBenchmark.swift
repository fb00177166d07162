import ExampleMachines

/// Nanoseconds per event of the generated and the hand-written checkout reducer on one
/// stream, after checking that both produce the same outcome and state at every step.
struct DispatchFigures: Codable {
    struct Reducer: Codable {
        let name: String
        let nanosecondsPerEvent: Double
    }

    let events: Int
    let outcomes: OutcomeMix
    let generated: Reducer
    let handWritten: Reducer
    /// How much slower the generated reducer is, in percent (negative: faster).
    let generatedOverheadPercent: Double

    init(events: Int, outcomes: OutcomeMix, generated: Reducer, handWritten: Reducer) {
        self.events = events
        self.outcomes = outcomes
        self.generated = generated
        self.handWritten = handWritten
        generatedOverheadPercent = (generated.nanosecondsPerEvent / handWritten.nanosecondsPerEvent - 1) * 100
    }
}

/// How often each outcome occurs in the stream, so the figure says what was measured.
struct OutcomeMix: Codable {
    var transitionedWithEffects = 0
    var transitionedWithoutEffects = 0
    var ignored = 0
    var rejected = 0
    var unhandled = 0

    mutating func count(_ outcome: Checkout.Outcome) {
        switch outcome {
        case .transitioned(let effects) where effects.isEmpty: transitionedWithoutEffects += 1
        case .transitioned: transitionedWithEffects += 1
        case .ignored: ignored += 1
        case .rejected: rejected += 1
        case .unhandled: unhandled += 1
        }
    }
}

enum DispatchBenchmark {
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    static func measure(_ stream: CheckoutEventStream, runs: Int) throws -> DispatchFigures {
        let outcomes = try verifyAgreement(stream)
        var generated = Double.infinity
        var handWritten = Double.infinity
        // Alternating runs share whatever the rest of the machine is doing.
        for _ in 0..<max(1, runs) {
            generated = min(generated, Stopwatch.time { blackHole(tally(GeneratedReducer.self, stream)) })
            handWritten = min(handWritten, Stopwatch.time { blackHole(tally(HandWrittenReducer.self, stream)) })
        }
        let perEvent = 1e9 / Double(stream.events.count)
        return DispatchFigures(
            events: stream.events.count, outcomes: outcomes,
            generated: .init(name: GeneratedReducer.name, nanosecondsPerEvent: generated * perEvent),
            handWritten: .init(name: HandWrittenReducer.name, nanosecondsPerEvent: handWritten * perEvent))
    }

    /// Both reducers, step by step: the same outcome and the same state after every event.
    private static func verifyAgreement(_ stream: CheckoutEventStream) throws -> OutcomeMix {
        var expected: [(Checkout.Outcome, Checkout.State)] = []
        expected.reserveCapacity(stream.events.count)
        stream.drive(HandWrittenReducer.self) { _, outcome, state in
            expected.append((Checkout.Outcome(outcome), Checkout.State(state)))
        }
        var mix = OutcomeMix()
        var firstDifference: Int?
        stream.drive(GeneratedReducer.self) { index, outcome, state in
            mix.count(outcome)
            if firstDifference == nil, expected[index] != (outcome, state) { firstDifference = index }
        }
        if let index = firstDifference {
            throw Mismatch(
                description: "the reducers disagree at event \(index) (\(stream.events[index])): "
                    + "hand-written gives \(expected[index])")
        }
        return mix
    }

    /// The timed loop: a cheap fold over the outcomes, so the calls cannot be dropped.
    private static func tally<Reducer: CheckoutReducer>(_ reducer: Reducer.Type, _ stream: CheckoutEventStream) -> Int {
        var sum = 0
        stream.drive(reducer) { _, outcome, _ in
            if Reducer.emitsEffects(outcome) { sum &+= 1 }
        }
        return sum
    }
}
