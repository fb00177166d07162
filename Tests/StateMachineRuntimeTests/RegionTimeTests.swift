import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// Time and work per orthogonal region: a state's timers and activities live exactly as long
/// as its region stays in it, whatever the other region does. `Feed` (Support/RegionFeed.swift):
/// `loading` fetches and times out after 15 s in `content`; `syncing` syncs and times out after
/// 30 s in `refresh`. Every deadline below is worked out by hand from those two delays.
@Suite @MainActor struct RegionTimeTests {
    let clock = TestClock()
    let gate = EffectGate<Feed>()

    func makeStore(_ content: Feed.State.Content = .idle, _ refresh: Feed.State.Refresh = .resting) -> MachineStore<Feed> {
        MachineStore(state: Feed.State(content: content, refresh: refresh), clock: clock, effects: gate.handler)
    }

    @Test func aMoveInOneRegionLeavesTheOtherRegionsTimerAndActivityAlone() async {
        let store = makeStore()
        store.send(.syncTapped)  // 0 s: `syncing` entered, due at 30 s
        await clock.advance(by: .seconds(20))
        store.send(.open(page: 2))  // 20 s: `loading` entered, due at 35 s
        #expect(gate.held == [.sync(attempt: 1), .fetch(page: 2)])
        #expect(gate.cancelled.isEmpty)
        await clock.advance(by: .seconds(5))
        store.send(.loaded)  // 25 s: `loading` left
        #expect(gate.cancelled == [.fetch(page: 2)])
        #expect(store.armedTimerCount == 1)
        await clock.advance(by: .milliseconds(4_999))
        #expect(store.state.refresh == .syncing(attempt: 1))
        await clock.advance(by: .milliseconds(1))  // 30 s, not 50 s: the deadline of 0 s
        #expect(store.state == Feed.State(content: .shown(page: 2), refresh: .resting))
        #expect(gate.cancelled == [.fetch(page: 2), .sync(attempt: 1)])
    }

    @Test func aRowBackIntoTheSameStateReArmsOnlyItsRegionsTimer() async {
        let store = makeStore(.loading(page: 1, progress: 0), .syncing(attempt: 1))
        await clock.advance(by: .seconds(10))
        store.send(.retry)  // 10 s: `loading` left and re-entered, due at 25 s; `syncing` still due at 30 s
        #expect(gate.cancelled == [.fetch(page: 1)])
        #expect(gate.held == [.sync(attempt: 1), .fetch(page: 1)])
        await clock.advance(by: .seconds(5))
        #expect(store.state.content == .loading(page: 1, progress: 0))
        await clock.advance(by: .seconds(10))
        #expect(store.state == Feed.State(content: .idle, refresh: .syncing(attempt: 1)))
        await clock.advance(by: .seconds(5))
        #expect(store.state.refresh == .resting)
    }

    @Test func aStaysRowKeepsItsRegionsTimerAndActivityWhileTheOtherRegionMoves() async {
        let store = makeStore(.loading(page: 1, progress: 0))
        await clock.advance(by: .seconds(5))
        store.send(.progressed(40))  // 5 s: only `content` changes, in place
        await clock.advance(by: .seconds(5))
        store.send(.nudge)  // 10 s: `content` stays; `refresh` enters `syncing`, due at 40 s
        #expect(store.state == Feed.State(content: .loading(page: 1, progress: 41), refresh: .syncing(attempt: 1)))
        #expect(gate.cancelled.isEmpty)
        #expect(gate.held == [.fetch(page: 1), .sync(attempt: 1)])
        await clock.advance(by: .seconds(5))  // 15 s: the deadline `loading` got at 0 s
        #expect(store.state.content == .idle)
        #expect(gate.cancelled == [.fetch(page: 1)])
        await clock.advance(by: .seconds(25))
        #expect(store.state.refresh == .resting)
    }

    @Test func anEventThatMovesBothRegionsRestartsBothRegionsWork() async {
        let store = makeStore(.loading(page: 1, progress: 0), .syncing(attempt: 1))
        await clock.advance(by: .seconds(10))
        store.send(.reset)  // 10 s: both left and re-entered; due at 25 s and 40 s
        // Exits regions in reverse declaration order, entries in declaration order.
        #expect(gate.cancelled == [.sync(attempt: 1), .fetch(page: 1)])
        #expect(gate.held == [.fetch(page: 1), .sync(attempt: 2)])
        #expect(store.armedTimerCount == 2)
        await clock.advance(by: .milliseconds(14_999))
        #expect(store.state == Feed.State(content: .loading(page: 1, progress: 0), refresh: .syncing(attempt: 2)))
        await clock.advance(by: .milliseconds(1))
        #expect(store.state.content == .idle)
        await clock.advance(by: .seconds(10))  // 35 s: the first deadline of `syncing` is gone
        #expect(store.state.refresh == .syncing(attempt: 2))
        await clock.advance(by: .seconds(5))
        #expect(store.state.refresh == .resting)
    }

    @Test func aStoreCreatedInAStateStartsEveryRegionsWork() async {
        let store = makeStore(.loading(page: 2, progress: 0), .syncing(attempt: 3))
        #expect(gate.held == [.fetch(page: 2), .sync(attempt: 3)])
        #expect(store.armedTimerCount == 2)
        await clock.advance(by: .seconds(15))
        #expect(store.state == Feed.State(content: .idle, refresh: .syncing(attempt: 3)))
        await clock.advance(by: .seconds(15))
        #expect(store.state.refresh == .resting)
        #expect(gate.cancelled == [.fetch(page: 2), .sync(attempt: 3)])
    }
}
