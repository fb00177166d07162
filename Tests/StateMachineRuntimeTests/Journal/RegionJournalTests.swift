import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// A journaled machine with regions: its state, one value holding every region's state, is
/// restored whole, and the restored store starts every region's timers and activities.
@Suite @MainActor struct RegionJournalTests {
    @Test func aRestoredStoreIsInEveryRegionsStateAndRunsEveryRegionsWork() async throws {
        let folder = try ScratchFolder()
        let url = folder.file("feed.journal")
        let clock = TestClock()
        let firstJournal = MachineJournal<Feed>(url: url)
        let first = try MachineStore<Feed>(journal: firstJournal, state: .initial, context: (), clock: clock) { _, _ in }
        first.send(.open(page: 4))
        first.send(.syncTapped)
        first.stop()
        firstJournal.close()

        let gate = EffectGate<Feed>()
        let restored = try MachineStore<Feed>(
            journal: MachineJournal(url: url), state: .initial, context: (), clock: clock, effects: gate.handler)
        #expect(restored.state == Feed.State(content: .loading(page: 4, progress: 0), refresh: .syncing(attempt: 1)))
        #expect(gate.held == [.fetch(page: 4), .sync(attempt: 1)])
        #expect(restored.armedTimerCount == 2)
        await clock.advance(by: .seconds(15))
        #expect(restored.state.content == .idle)
        await clock.advance(by: .seconds(15))
        #expect(restored.state.refresh == .resting)
    }
}
