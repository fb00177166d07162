import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// Answers out of order: start revision 7, then 8; complete 8, then 7; the state stays at 8.
@Suite @MainActor struct QuoteRaceTests {
    @Test func anOlderAnswerArrivingLastIsRejectedAndRecorded() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        var records: [EventRecord<Quote>] = []
        store.observer = { records.append($0) }

        store.send(.refresh(revision: 7))
        store.send(.refresh(revision: 8))
        #expect(store.state == .loading(revision: 8))

        await gate.release(.fetchQuote(revision: 8), replying: [.quoteLoaded(revision: 8, total: 80)])
        #expect(store.state == .loaded(revision: 8, total: 80))
        await gate.release(.fetchQuote(revision: 7), replying: [.quoteLoaded(revision: 7, total: 70)])
        #expect(store.state == .loaded(revision: 8, total: 80))

        await store.finish()
        #expect(store.runningEffectCount == 0)
        #expect(records.map(\.outcome.kind) == [.transitioned, .transitioned, .transitioned, .rejected])
        #expect(records.last?.event == .quoteLoaded(revision: 7, total: 70))
        #expect(records.map(\.fromEffect) == [false, false, true, true])
        #expect(store.counts.rejected == 1 && store.counts.total == 4)
    }

    @Test func latestWinsCancelsTheFetchInFlightButStillRejectsItsLateAnswerByRevision() async {
        // This gate's handlers ignore cancellation, like a request already on the wire.
        let stubborn = EffectGate<Quote>(honoursCancellation: false)
        let store = MachineStore<Quote>(state: .idle, policy: { _ in .latestWins("quote") }, effects: stubborn.handler)
        store.send(.refresh(revision: 7))
        store.send(.refresh(revision: 8))
        await stubborn.release(.fetchQuote(revision: 8), replying: [.quoteLoaded(revision: 8, total: 80)])
        // Cancelled, yet its answer arrives: identity, not cancellation, keeps the state right.
        await stubborn.release(.fetchQuote(revision: 7), replying: [.quoteLoaded(revision: 7, total: 70)])
        await store.finish()
        #expect(stubborn.cancelled == [.fetchQuote(revision: 7)])
        #expect(store.state == .loaded(revision: 8, total: 80))
        #expect(store.counts.rejected == 1)
    }

    @Test func latestWinsEndsTheOlderTaskWhenItsWorkHonoursCancellation() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, policy: { _ in .latestWins("quote") }, effects: gate.handler)
        store.send(.refresh(revision: 7))
        store.send(.refresh(revision: 8))
        await gate.release(.fetchQuote(revision: 8), replying: [.quoteLoaded(revision: 8, total: 80)])
        // Only the cancelled fetch of 7 can still be running; finish() returns when it has ended.
        await store.finish()
        #expect(gate.cancelled == [.fetchQuote(revision: 7)])
        #expect(gate.held.isEmpty)
        #expect(store.counts.total == 3)
    }

    @Test func withoutAPolicyNothingIsCancelled() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        store.send(.refresh(revision: 7))
        store.send(.refresh(revision: 8))
        await gate.release(.fetchQuote(revision: 8))
        await gate.release(.fetchQuote(revision: 7))
        await store.finish()
        #expect(gate.cancelled.isEmpty)
    }
}
