/// Wall-clock timing on the monotonic clock.
enum Stopwatch {
    /// Seconds `body` took.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return (clock.now - start).seconds
    }

    /// The fastest of `runs` timings: the run least disturbed by other work on a shared machine.
    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var fastest = Double.infinity
        for _ in 0..<max(1, runs) {
            fastest = min(fastest, try time(body))
        }
        return fastest
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
