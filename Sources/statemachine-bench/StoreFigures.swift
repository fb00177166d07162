/// What the runtime costs on top of the generated reducer (the Performance article's store section).
struct StoreFigures: Codable {
    /// Effect-free favorite events: `MachineStore.send` against `Favorite.reduce` on a local variable.
    struct Send: Codable {
        let events: Int
        let runs: Int
        let reduceNanosecondsPerEvent: Double
        let storeNanosecondsPerEvent: Double
        var storeOverReduce: Double { storeNanosecondsPerEvent / reduceNanosecondsPerEvent }
    }

    /// An effect's `await send(event)` from a background task, one at a time with the main actor idle.
    struct RoundTrip: Codable {
        let samples: Int
        /// From the call in the background task until the reducer has applied the event on the main actor.
        let toReducerMedianMicroseconds: Double
        let toReducerP99Microseconds: Double
        /// And back: until `await send(event)` returns in the background task.
        let andBackMedianMicroseconds: Double
        let andBackP99Microseconds: Double
    }

    /// `refresh` events sent back to back, each starting one effect task that sends one answer.
    struct Throughput: Codable {
        let refreshes: Int
        let runs: Int
        /// Refreshes plus the answers their effects sent, all through the reducer.
        let eventsPerSecond: Double
        let effectsPerSecond: Double
    }

    let send: Send
    /// The article list (two regions): its events through `send` against `ArticleList.reduce`.
    let regionSend: Send
    let roundTrip: RoundTrip
    let throughput: Throughput
}

extension Array where Element == Double {
    /// The value below which `fraction` of the sorted samples lie (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        let rank = Swift.min(sorted.count - 1, Swift.max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[rank]
    }
}
