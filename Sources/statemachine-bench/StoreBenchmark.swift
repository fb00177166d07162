import ExampleMachines
import Foundation
import RuntimeTestMachines
import StateMachineRuntime
import Synchronization

/// The store's cost over the reducer, the main-actor hop of an effect's answer (does
/// `await MainActor` cost a frame?), and events per second with one effect per event.
/// Medians, not minima: the machine is shared, and a median says what a user would see.
@MainActor
enum StoreBenchmark {
    static func measure(events: Int, runs: Int, roundTrips: Int, refreshes: Int) async -> StoreFigures {
        StoreFigures(
            send: send(events: events, runs: runs),
            regionSend: regionSend(ArticleEventStream(sessions: max(1, events / ArticleEventStream.sessionLength)), runs: runs),
            roundTrip: await roundTrip(samples: roundTrips),
            throughput: await throughput(refreshes: refreshes, runs: runs))
    }

    /// Transitions that carry no effects, to an equal or a different state, and unhandled events.
    static func effectFreeEvents(_ count: Int) -> [Favorite.Event] {
        let cycle: [Favorite.Event] = [
            .sessionReplaced(value: true), .serverValueLoaded(value: false), .sessionReplaced(value: false),
            .sessionReplaced(value: false), .saved(operationID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), value: true),
        ]
        return (0..<count).map { cycle[$0 % cycle.count] }
    }

    private static func send(events count: Int, runs: Int) -> StoreFigures.Send {
        let events = effectFreeEvents(count)
        var reduceTimes: [Double] = []
        var storeTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            reduceTimes.append(
                Stopwatch.time {
                    var state = Favorite.State.idle(confirmed: false)
                    var transitions = 0
                    for event in events where Favorite.reduce(&state, on: event) != .unhandled { transitions &+= 1 }
                    blackHole(transitions)
                })
            let store = MachineStore<Favorite>(state: .idle(confirmed: false)) { _, _ in }
            storeTimes.append(
                Stopwatch.time {
                    var transitions = 0
                    for event in events where store.send(event) != .unhandled { transitions &+= 1 }
                    blackHole(transitions)
                })
        }
        let perEvent = 1e9 / Double(count)
        return StoreFigures.Send(
            events: count, runs: max(1, runs), reduceNanosecondsPerEvent: reduceTimes.percentile(0.5) * perEvent,
            storeNanosecondsPerEvent: storeTimes.percentile(0.5) * perEvent)
    }

    private static func roundTrip(samples: Int) async -> StoreFigures.RoundTrip {
        let clock = ContinuousClock()
        let timings = Timings()
        let store = MachineStore<Quote>(state: .idle) { effect, send in
            guard case .fetchQuote(let revision) = effect else { return }
            let start = clock.now
            timings.started(at: start)
            await send(.quoteLoaded(revision: revision, total: 1))
            timings.returned(after: (clock.now - start).seconds)
        }
        store.observer = { record in if record.fromEffect { timings.applied(at: clock.now) } }
        for revision in 0..<max(1, samples) {
            store.send(.refresh(revision: revision))
            await store.finish()
        }
        let (toReducer, andBack) = timings.samples
        return StoreFigures.RoundTrip(
            samples: toReducer.count,
            toReducerMedianMicroseconds: toReducer.percentile(0.5) * 1e6, toReducerP99Microseconds: toReducer.percentile(0.99) * 1e6,
            andBackMedianMicroseconds: andBack.percentile(0.5) * 1e6, andBackP99Microseconds: andBack.percentile(0.99) * 1e6)
    }

    private static func throughput(refreshes: Int, runs: Int) async -> StoreFigures.Throughput {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let store = MachineStore<Quote>(state: .idle) { effect, send in
                guard case .fetchQuote(let revision) = effect else { return }
                await send(.quoteLoaded(revision: revision, total: 1))
            }
            let start = clock.now
            for revision in 0..<refreshes { store.send(.refresh(revision: revision)) }
            await store.finish()
            times.append((clock.now - start).seconds)
        }
        let median = times.percentile(0.5)
        return StoreFigures.Throughput(
            refreshes: refreshes, runs: max(1, runs),
            eventsPerSecond: Double(2 * refreshes) / median, effectsPerSecond: Double(refreshes) / median)
    }
}

/// Timestamps shared between an effect task and the main actor, one sample at a time.
private final class Timings: Sendable {
    private struct Samples {
        var start: ContinuousClock.Instant?
        var toReducer: [Double] = []
        var andBack: [Double] = []
    }

    private let state = Mutex(Samples())

    func started(at instant: ContinuousClock.Instant) { state.withLock { $0.start = instant } }

    func applied(at instant: ContinuousClock.Instant) {
        state.withLock { samples in
            if let start = samples.start { samples.toReducer.append((instant - start).seconds) }
        }
    }

    func returned(after seconds: Double) { state.withLock { $0.andBack.append(seconds) } }

    var samples: ([Double], [Double]) { state.withLock { ($0.toReducer, $0.andBack) } }
}
