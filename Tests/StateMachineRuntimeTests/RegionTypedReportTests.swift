import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// The regions of `specs/articles.sm` as the runtime sees them: a generated `Region` enum, the
/// scopes marked with its cases, and the reducer's own report of the regions whose `->` row
/// fired (`apply(_:to:context:regionsLeft:)`), from which the store restarts a region's work.
/// Every expectation is worked out by hand from the spec's rows.
@Suite @MainActor struct RegionTypedReportTests {
    static let operation = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7))

    @Test func theRegionEnumListsTheSpecsRegionsInDeclarationOrder() {
        #expect(ArticleList.Region.allCases == [.content, .refresh])
    }

    @Test func eachScopeNamesItsRegionByItsCase() {
        let state = ArticleList.State(content: .loading(operationID: Self.operation), refresh: .failed)
        let scopes = ArticleList.scopes(of: state, context: ())
        #expect(scopes.map(\.name) == ["loading", "failed"])
        #expect(scopes.map(\.region) == [.content, .refresh])
    }

    /// `refreshSucceeded` while loaded and refreshing: the content updates in place (`stays`), the
    /// refresh moves to `idle`; only the refresh is reported left.
    @Test func applyReportsOnlyTheRegionsWhoseArrowRowFired() {
        var state = ArticleList.State(content: .loaded(articles: ["a"]), refresh: .refreshing(operationID: Self.operation))
        var left: Set<ArticleList.Region> = []
        let outcome = ArticleList.apply(
            .event(.refreshSucceeded(operationID: Self.operation, articles: ["b"])), to: &state, context: (), regionsLeft: &left)
        #expect(outcome == .transitioned(effects: []))
        #expect(state == ArticleList.State(content: .loaded(articles: ["b"]), refresh: .idle))
        #expect(left == [.refresh])
    }

    @Test func applyReportsBothRegionsWhenBothArrowRowsFireAndNoneWhenIgnored() {
        var state = ArticleList.State(content: .loaded(articles: ["a"]), refresh: .failed)
        var left: Set<ArticleList.Region> = []
        #expect(
            ArticleList.apply(.event(.closed), to: &state, context: (), regionsLeft: &left) == .transitioned(effects: [.hideRefreshBanner]))
        #expect(left == [.content, .refresh])
        left = []
        #expect(
            ArticleList.apply(.event(.loadFailed(operationID: Self.operation)), to: &state, context: (), regionsLeft: &left) == .ignored)
        #expect(left.isEmpty)
    }

    @Test func applyReportsTheTimersRegion() {
        var state = ArticleList.State(content: .unavailable, refresh: .failed)
        var left: Set<ArticleList.Region> = []
        let outcome = ArticleList.apply(.timer(.failedTimeout), to: &state, context: (), regionsLeft: &left)
        #expect(outcome == .transitioned(effects: [.hideRefreshBanner]))
        #expect(left == [.refresh])
    }

    /// The content's `->` row at 1 s leaves the content alone: the refresh's banner timer, armed
    /// at 0 s, fires at 4 s, not 5 s, and the content's new fetch runs on.
    @Test func theStoreKeepsARegionsTimerWhenAnotherRegionsArrowRowFires() async {
        let clock = TestClock()
        let gate = EffectGate<ArticleList>()
        let store = MachineStore<ArticleList>(
            state: ArticleList.State(content: .notLoaded, refresh: .failed), clock: clock, effects: gate.handler)
        await clock.advance(by: .seconds(1))
        store.send(.appeared(operationID: Self.operation))
        #expect(store.armedTimerCount == 1)
        await clock.advance(by: .milliseconds(2_999))
        #expect(store.state.refresh == .failed)
        await clock.advance(by: .milliseconds(1))
        #expect(store.state == ArticleList.State(content: .loading(operationID: Self.operation), refresh: .idle))
        #expect(gate.cancelled.isEmpty)
        #expect(gate.held == [.showRefreshBanner, .loadArticles(operationID: Self.operation), .hideRefreshBanner])
    }
}
