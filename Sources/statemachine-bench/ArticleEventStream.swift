import ExampleMachines
import Foundation
import SeededRandom

/// A deterministic stream of article-list sessions, the same on every run and machine: each
/// session starts in `notLoaded, idle` and gets mostly the answer the machine waits for, plus
/// stale answers, pulls before anything is shown, failed refreshes, their banner's timer and
/// closes, so both regions move, alone and together, and every outcome occurs.
struct ArticleEventStream {
    static let sessionLength = 16

    enum Input: Equatable {
        case event(HandWrittenArticles.Event)
        /// The `failed after 4s` timer firing.
        case failedTimer
    }

    private(set) var inputs: [Input] = []
    /// The same inputs as the generated machine's values, converted before any timing.
    let generated: [GeneratedInput]

    enum GeneratedInput {
        case event(ArticleList.Event)
        case timer(ArticleList.Timer)
    }

    init(sessions: Int, seed: UInt64 = 0xA471_C1E5) {
        var random = SplitMix64(seed: seed)
        inputs.reserveCapacity(sessions * Self.sessionLength)
        for _ in 0..<sessions {
            var state = HandWrittenArticles.State(content: .notLoaded, refresh: .idle)
            var older = random.uuid()
            for _ in 0..<Self.sessionLength {
                let input = Self.next(in: state, older: &older, &random)
                switch input {
                case .event(let event): _ = HandWrittenArticles.reduce(&state, on: event)
                case .failedTimer: _ = HandWrittenArticles.reduceFailedTimer(&state)
                }
                inputs.append(input)
            }
        }
        generated = inputs.map { input in
            switch input {
            case .event(let event): .event(ArticleList.Event(event))
            case .failedTimer: .timer(.failedTimeout)
            }
        }
    }

    private static func next(in state: HandWrittenArticles.State, older: inout UUID, _ random: inout SplitMix64) -> Input {
        let roll = random.below(100)
        if roll < 4 { return .event(.closed) }
        let fresh = random.uuid()
        switch (state.content, state.refresh) {
        case (.notLoaded, _):
            return .event(roll < 90 ? .appeared(operationID: fresh) : .pulledToRefresh(operationID: fresh))
        case (.loading(let current), _):
            // Three answers in ten name an older load: stale, so rejected.
            let id = random.below(10) < 3 ? older : current
            older = current
            switch roll {
            case 0..<60: return .event(.loadSucceeded(operationID: id, articles: ["a", "b"]))
            case 60..<75: return .event(.loadFoundNothing(operationID: id))
            default: return .event(.loadFailed(operationID: id))
            }
        case (.unavailable, _), (.empty, _):
            return .event(roll < 70 ? .retryTapped(operationID: fresh) : .loadFailed(operationID: older))
        case (.loaded, .idle):
            return .event(roll < 80 ? .pulledToRefresh(operationID: fresh) : .refreshSucceeded(operationID: older, articles: []))
        case (.loaded, .refreshing(let current)):
            let id = random.below(10) < 2 ? older : current
            older = current
            return .event(roll < 60 ? .refreshSucceeded(operationID: id, articles: ["c"]) : .refreshFailed(operationID: id))
        case (.loaded, .failed):
            return roll < 50 ? .failedTimer : .event(.pulledToRefresh(operationID: fresh))
        }
    }
}

extension ArticleList.Event {
    init(_ event: HandWrittenArticles.Event) {
        switch event {
        case .appeared(let id): self = .appeared(operationID: id)
        case .loadSucceeded(let id, let articles): self = .loadSucceeded(operationID: id, articles: articles)
        case .loadFoundNothing(let id): self = .loadFoundNothing(operationID: id)
        case .loadFailed(let id): self = .loadFailed(operationID: id)
        case .retryTapped(let id): self = .retryTapped(operationID: id)
        case .pulledToRefresh(let id): self = .pulledToRefresh(operationID: id)
        case .refreshSucceeded(let id, let articles): self = .refreshSucceeded(operationID: id, articles: articles)
        case .refreshFailed(let id): self = .refreshFailed(operationID: id)
        case .closed: self = .closed
        }
    }
}
