import RuntimeTestMachines
import SeededRandom
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// 1,024 effect tasks complete in a seeded order, in concurrent batches, and send 102,400
/// answers (most stale or duplicated); the last 24 are still held when the store stops.
/// Nothing is lost or applied twice, the records replay through the reducer to the same
/// states, and no task outlives `stop()`.
@Suite @MainActor struct StoreStressTests {
    static let fetches = 1_024
    static let answersPerFetch = 100
    static let stillHeldAtStop = 24
    static let batch = 16

    /// What fetch `revision` answers: its own revision mostly, repeated values, older revisions.
    static func answers(for revision: Int, _ random: inout SplitMix64) -> [Quote.Event] {
        (0..<answersPerFetch).map { _ in
            let roll = random.below(100)
            let stale = max(1, revision - 1 - random.below(3))
            switch roll {
            case 0..<60: return .quoteLoaded(revision: revision, total: random.below(4))
            case 60..<80: return .quoteLoaded(revision: stale, total: random.below(4))
            case 80..<95: return .quoteFailed(revision: revision)
            default: return .quoteFailed(revision: stale)
            }
        }
    }

    @Test func manyTasksInSeededOrderLoseNothingAndApplyNothingTwice() async {
        var random = SplitMix64(seed: 0x5EED_0010)
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        var records: [EventRecord<Quote>] = []
        records.reserveCapacity(Self.fetches * (Self.answersPerFetch + 1))
        store.observer = { records.append($0) }

        var sent = EventTally()
        for revision in 1...Self.fetches {
            store.send(.refresh(revision: revision))
            sent.add(.refresh(revision: revision))
        }
        let order = random.shuffled(Array(1...Self.fetches))
        let released = order.dropLast(Self.stillHeldAtStop)
        for start in stride(from: released.startIndex, to: released.endIndex, by: Self.batch) {
            let revisions = released[start..<min(start + Self.batch, released.endIndex)]
            let replies = revisions.map { ($0, Self.answers(for: $0, &random)) }
            for (_, events) in replies {
                for event in events { sent.add(event) }
            }
            await withTaskGroup(of: Void.self) { group in
                for (revision, events) in replies {
                    group.addTask { await gate.release(.fetchQuote(revision: revision), replying: events) }
                }
            }
        }
        store.stop()
        await store.finish()

        #expect(store.runningEffectCount == 0)
        #expect(gate.held.isEmpty)
        #expect(gate.cancelled.count == Self.stillHeldAtStop)
        #expect(records.count == Self.fetches + released.count * Self.answersPerFetch)
        #expect(records.count >= 100_000)
        #expect(records.map(\.sequence) == Array(1...records.count))
        var applied = EventTally()
        var kinds = OutcomeCounts()
        for record in records {
            // A machine without `after` rows: every input is an event.
            if case .event(let event) = record.input { applied.add(event) }
            kinds[record.outcome.kind] += 1
        }
        #expect(applied == sent, "every event sent is applied exactly once")
        #expect(store.counts == kinds)
        #expect(kinds.rejected > 0 && kinds.ignored > 0 && kinds.unhandled > 0 && kinds.transitioned > Self.fetches)
        #expect(replayMismatches(records) == 0)
        #expect(records.last?.stateAfter == store.state)
    }

    /// Steps at which the reducer, fed the recorded events in the recorded order, disagrees
    /// with what the store recorded.
    func replayMismatches(_ records: [EventRecord<Quote>]) -> Int {
        var state = Quote.State.idle
        var mismatches = 0
        for record in records {
            guard case .event(let event) = record.input else { return mismatches + 1 }
            let before = state
            let outcome = Quote.reduce(&state, on: event)
            if before != record.stateBefore || outcome != record.outcome || state != record.stateAfter { mismatches += 1 }
        }
        return mismatches
    }
}

/// How many times each event occurs; `Quote.Event` is not `Hashable`, so it is keyed by its parts.
struct EventTally: Equatable {
    private var counts: [String: Int] = [:]

    mutating func add(_ event: Quote.Event) {
        let key =
            switch event {
            case .refresh(let revision): "refresh \(revision)"
            case .quoteLoaded(let revision, let total): "loaded \(revision) \(total)"
            case .quoteFailed(let revision): "failed \(revision)"
            }
        counts[key, default: 0] += 1
    }
}
