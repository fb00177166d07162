import ExampleMachines

/// Nanoseconds per input of the generated article-list reducer (a machine with two regions)
/// and of a hand-written one, on one stream, after checking that both give the same outcome
/// and state at every step; the ratio is the generated one's cost in hand-written reducers.
struct RegionDispatchFigures: Codable {
    let inputs: Int
    let generatedNanosecondsPerInput: Double
    let handWrittenNanosecondsPerInput: Double
    /// Generated over hand-written: 1.0 is as fast.
    let ratio: Double

    init(inputs: Int, generated: Double, handWritten: Double) {
        self.inputs = inputs
        generatedNanosecondsPerInput = generated
        handWrittenNanosecondsPerInput = handWritten
        ratio = generated / handWritten
    }
}

enum RegionDispatchBenchmark {
    static func measure(_ stream: ArticleEventStream, runs: Int) throws -> RegionDispatchFigures {
        try verifyAgreement(stream)
        var generated = Double.infinity
        var handWritten = Double.infinity
        for _ in 0..<max(1, runs) {
            generated = min(generated, Stopwatch.time { blackHole(tallyGenerated(stream)) })
            handWritten = min(handWritten, Stopwatch.time { blackHole(tallyHandWritten(stream)) })
        }
        let perInput = 1e9 / Double(stream.inputs.count)
        return RegionDispatchFigures(inputs: stream.inputs.count, generated: generated * perInput, handWritten: handWritten * perInput)
    }

    /// The timed loops: a cheap fold over the effects, so the calls cannot be dropped.
    private static func tallyGenerated(_ stream: ArticleEventStream) -> Int {
        var state = ArticleList.State.initial
        var sum = 0
        for (index, input) in stream.generated.enumerated() {
            if index % ArticleEventStream.sessionLength == 0 { state = .initial }
            let outcome =
                switch input {
                case .event(let event): ArticleList.reduce(&state, on: event)
                case .timer(let timer): ArticleList.reduce(&state, after: timer)
                }
            if case .transitioned(let effects) = outcome { sum &+= effects.count &+ 1 }
        }
        return sum
    }

    private static func tallyHandWritten(_ stream: ArticleEventStream) -> Int {
        let initial = HandWrittenArticles.State(content: .notLoaded, refresh: .idle)
        var state = initial
        var sum = 0
        for (index, input) in stream.inputs.enumerated() {
            if index % ArticleEventStream.sessionLength == 0 { state = initial }
            let outcome =
                switch input {
                case .event(let event): HandWrittenArticles.reduce(&state, on: event)
                case .failedTimer: HandWrittenArticles.reduceFailedTimer(&state)
                }
            if case .transitioned(let effects) = outcome { sum &+= effects.count &+ 1 }
        }
        return sum
    }

    /// Both reducers, step by step: the same outcome and the same state after every input.
    private static func verifyAgreement(_ stream: ArticleEventStream) throws {
        var handWritten = HandWrittenArticles.State(content: .notLoaded, refresh: .idle)
        var generated = ArticleList.State.initial
        for (index, (input, converted)) in zip(stream.inputs, stream.generated).enumerated() {
            if index % ArticleEventStream.sessionLength == 0 {
                handWritten = HandWrittenArticles.State(content: .notLoaded, refresh: .idle)
                generated = .initial
            }
            let expected: HandWrittenArticles.Outcome
            switch input {
            case .event(let event): expected = HandWrittenArticles.reduce(&handWritten, on: event)
            case .failedTimer: expected = HandWrittenArticles.reduceFailedTimer(&handWritten)
            }
            let outcome: ArticleList.Outcome
            switch converted {
            case .event(let event): outcome = ArticleList.reduce(&generated, on: event)
            case .timer(let timer): outcome = ArticleList.reduce(&generated, after: timer)
            }
            guard outcome == ArticleList.Outcome(expected), generated == ArticleList.State(handWritten) else {
                throw DispatchBenchmark.Mismatch(
                    description: "the article reducers disagree at input \(index) (\(input)): hand-written gives \(expected), "
                        + "\(handWritten); generated gives \(outcome), \(generated)")
            }
        }
    }
}

extension ArticleList.State {
    init(_ state: HandWrittenArticles.State) {
        let content: Content =
            switch state.content {
            case .notLoaded: .notLoaded
            case .loading(let id): .loading(operationID: id)
            case .empty: .empty
            case .loaded(let articles): .loaded(articles: articles)
            case .unavailable: .unavailable
            }
        let refresh: Refresh =
            switch state.refresh {
            case .idle: .idle
            case .refreshing(let id): .refreshing(operationID: id)
            case .failed: .failed
            }
        self.init(content: content, refresh: refresh)
    }
}

extension ArticleList.Outcome {
    init(_ outcome: HandWrittenArticles.Outcome) {
        func effects(_ effects: [HandWrittenArticles.Effect]) -> [ArticleList.Effect] {
            effects.map { effect in
                switch effect {
                case .loadArticles(let id): .loadArticles(operationID: id)
                case .refreshArticles(let id): .refreshArticles(operationID: id)
                case .showRefreshBanner: .showRefreshBanner
                case .hideRefreshBanner: .hideRefreshBanner
                }
            }
        }
        switch outcome {
        case .transitioned(let list): self = .transitioned(effects: effects(list))
        case .updated(let list): self = .updated(effects: effects(list))
        case .ignored: self = .ignored
        case .rejected: self = .rejected
        case .unhandled: self = .unhandled
        }
    }
}
