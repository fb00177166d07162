import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `specs/articles.sm`, the regions example, as generated and driven by a store on a
/// `TestClock`: the content and the refresh of a list screen are two regions, so a failed
/// refresh keeps the articles, and the refresh's banner timer (`failed after 4s`) belongs to
/// the refresh region alone. Every expectation is worked out by hand from the spec's rows.
@Suite @MainActor struct ArticleListExampleTests {
    let clock = TestClock()
    let gate = EffectGate<ArticleList>()

    func makeStore(_ state: ArticleList.State = .initial) -> MachineStore<ArticleList> {
        MachineStore(state: state, clock: clock, effects: gate.handler)
    }

    /// A fixed operation ID, so that a failure names the operation.
    static func operation(_ number: UInt8) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
    }

    @Test func aFailedRefreshKeepsTheArticlesAndHidesItsBannerAfterFourSeconds() async {
        let (first, refresh) = (Self.operation(1), Self.operation(2))
        let store = makeStore()
        store.send(.appeared(operationID: first))
        #expect(gate.held == [.loadArticles(operationID: first)])
        await gate.release(.loadArticles(operationID: first), replying: [.loadSucceeded(operationID: first, articles: ["a"])])
        #expect(store.state == ArticleList.State(content: .loaded(articles: ["a"]), refresh: .idle))
        store.send(.pulledToRefresh(operationID: refresh))
        #expect(gate.held == [.refreshArticles(operationID: refresh)])
        // The content has no row for the failure; the refresh fails, which cancels its fetch.
        #expect(store.send(.refreshFailed(operationID: refresh)) == .transitioned(effects: [.showRefreshBanner]))
        #expect(store.state == ArticleList.State(content: .loaded(articles: ["a"]), refresh: .failed))
        #expect(gate.cancelled == [.refreshArticles(operationID: refresh)])
        await clock.advance(by: .milliseconds(3_999))
        #expect(store.state.refresh == .failed)
        await clock.advance(by: .milliseconds(1))
        #expect(store.state == ArticleList.State(content: .loaded(articles: ["a"]), refresh: .idle))
        #expect(gate.held == [.showRefreshBanner, .hideRefreshBanner])
    }

    @Test func aRetryInTheContentLeavesTheBannerTimerWhereItWas() async {
        let retry = Self.operation(3)
        // Created in `failed`: the banner's timer is armed at 0 s, due at 4 s.
        let store = makeStore(ArticleList.State(content: .unavailable, refresh: .failed))
        await clock.advance(by: .seconds(2))
        store.send(.retryTapped(operationID: retry))
        #expect(store.state == ArticleList.State(content: .loading(operationID: retry), refresh: .failed))
        await clock.advance(by: .milliseconds(1_999))
        #expect(store.state.refresh == .failed)
        await clock.advance(by: .milliseconds(1))  // 4 s, not 6 s: the retry did not restart it
        #expect(store.state == ArticleList.State(content: .loading(operationID: retry), refresh: .idle))
        // The fetch of the content's region runs on: the refresh region's move does not end it.
        #expect(gate.cancelled.isEmpty)
        #expect(gate.held.contains(.loadArticles(operationID: retry)))
    }

    @Test func onlyTheAnswerToTheRunningRefreshReplacesTheArticles() async {
        let (running, stale) = (Self.operation(4), Self.operation(5))
        let store = makeStore(ArticleList.State(content: .loaded(articles: ["a"]), refresh: .refreshing(operationID: running)))
        #expect(gate.held == [.refreshArticles(operationID: running)])
        // Both regions have rows for it, and neither holds: the answer is stale.
        #expect(store.send(.refreshSucceeded(operationID: stale, articles: ["old"])) == .rejected)
        #expect(store.state.content == .loaded(articles: ["a"]))
        // The content updates in place and the refresh ends: one event, two regions.
        #expect(store.send(.refreshSucceeded(operationID: running, articles: ["b"])) == .transitioned(effects: []))
        #expect(store.state == ArticleList.State(content: .loaded(articles: ["b"]), refresh: .idle))
        #expect(gate.cancelled == [.refreshArticles(operationID: running)])
    }

    @Test func eachRequestKindIsItsOwnEffectSoTheHandlerKnowsWhichAnswerToSend() async {
        let (first, refresh) = (Self.operation(6), Self.operation(7))
        let store = makeStore()
        store.send(.appeared(operationID: first))
        #expect(gate.held == [.loadArticles(operationID: first)])
        await gate.release(.loadArticles(operationID: first), replying: [.loadSucceeded(operationID: first, articles: ["a"])])
        store.send(.pulledToRefresh(operationID: refresh))
        // Not the first load's effect again: a handler answers this one with `refreshSucceeded`.
        #expect(gate.held == [.refreshArticles(operationID: refresh)])
        await gate.release(.refreshArticles(operationID: refresh), replying: [.refreshSucceeded(operationID: refresh, articles: ["b"])])
        #expect(store.state == ArticleList.State(content: .loaded(articles: ["b"]), refresh: .idle))
    }
}
