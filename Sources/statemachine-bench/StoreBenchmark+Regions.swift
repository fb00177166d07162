import ExampleMachines
import StateMachineRuntime

extension StoreBenchmark {
    /// `MachineStore<ArticleList>.send` against `ArticleList.reduce` on a local variable, over the
    /// article list's events: what the runtime adds on a machine with regions, whose reducer tells it
    /// the regions each step left. The store starts the `during` activities and arms the banner's
    /// timer as an app's would; its effect handler does nothing.
    static func regionSend(_ stream: ArticleEventStream, runs: Int) -> StoreFigures.Send {
        // A store is not reset between sessions: `closed` before each returns both regions to the start.
        var events: [ArticleList.Event] = []
        for (index, input) in stream.generated.enumerated() {
            if index % ArticleEventStream.sessionLength == 0 { events.append(.closed) }
            if case .event(let event) = input { events.append(event) }
        }
        var reduceTimes: [Double] = []
        var storeTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            reduceTimes.append(
                Stopwatch.time {
                    var state = ArticleList.State.initial
                    var transitions = 0
                    for event in events where ArticleList.reduce(&state, on: event) != .unhandled { transitions &+= 1 }
                    blackHole(transitions)
                })
            let store = MachineStore<ArticleList>(state: .initial) { _, _ in }
            storeTimes.append(
                Stopwatch.time {
                    var transitions = 0
                    for event in events where store.send(event) != .unhandled { transitions &+= 1 }
                    blackHole(transitions)
                })
        }
        let perEvent = 1e9 / Double(events.count)
        return StoreFigures.Send(
            events: events.count, runs: max(1, runs), reduceNanosecondsPerEvent: reduceTimes.percentile(0.5) * perEvent,
            storeNanosecondsPerEvent: storeTimes.percentile(0.5) * perEvent)
    }
}
