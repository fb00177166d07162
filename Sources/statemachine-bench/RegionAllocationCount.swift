import ExampleMachines

/// The article list's allocations per step, generated and hand-written, in the child process
/// `AllocationBenchmark` starts: a machine with regions must allocate nothing per event beyond
/// the effects array, and where its effects are constants, not even that.
enum RegionAllocationCount {
    static func splits(sessions: Int) -> (generated: AllocationFigures.Split, handWritten: AllocationFigures.Split) {
        let stream = ArticleEventStream(sessions: sessions)
        // Once through each first, so one-time work (metadata, lazy globals) is not counted.
        _ = generated(stream)
        _ = handWritten(stream)
        return (generated(stream), handWritten(stream))
    }

    private static func generated(_ stream: ArticleEventStream) -> AllocationFigures.Split {
        var counts = Counts()
        var state = ArticleList.State.initial
        for (index, input) in stream.generated.enumerated() {
            if index % ArticleEventStream.sessionLength == 0 { state = .initial }
            let before = AllocationCounter.faults()
            let outcome =
                switch input {
                case .event(let event): ArticleList.reduce(&state, on: event)
                case .timer(let timer): ArticleList.reduce(&state, after: timer)
                }
            let made = AllocationCounter.faults() - before
            switch outcome {
            case .transitioned(let effects), .updated(let effects): counts.add(made, emitting: !effects.isEmpty)
            case .ignored, .rejected, .unhandled: counts.add(made, emitting: false)
            }
        }
        return counts.split
    }

    private static func handWritten(_ stream: ArticleEventStream) -> AllocationFigures.Split {
        var counts = Counts()
        let initial = HandWrittenArticles.State(content: .notLoaded, refresh: .idle)
        var state = initial
        for (index, input) in stream.inputs.enumerated() {
            if index % ArticleEventStream.sessionLength == 0 { state = initial }
            let before = AllocationCounter.faults()
            let outcome =
                switch input {
                case .event(let event): HandWrittenArticles.reduce(&state, on: event)
                case .failedTimer: HandWrittenArticles.reduceFailedTimer(&state)
                }
            let made = AllocationCounter.faults() - before
            switch outcome {
            case .transitioned(let effects), .updated(let effects): counts.add(made, emitting: !effects.isEmpty)
            case .ignored, .rejected, .unhandled: counts.add(made, emitting: false)
            }
        }
        return counts.split
    }

    private struct Counts {
        var freeEvents = 0
        var freeAllocations = 0
        var emittingEvents = 0
        var emittingAllocations = 0

        mutating func add(_ allocations: Int, emitting: Bool) {
            if emitting {
                emittingEvents += 1
                emittingAllocations += allocations
            } else {
                freeEvents += 1
                freeAllocations += allocations
            }
        }

        var split: AllocationFigures.Split {
            .init(
                effectFreeEvents: freeEvents, effectFreeAllocations: freeAllocations, effectEmittingEvents: emittingEvents,
                effectEmittingAllocations: emittingAllocations)
        }
    }
}
