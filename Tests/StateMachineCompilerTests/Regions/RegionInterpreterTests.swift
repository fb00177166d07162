import StateMachineCompiler
import Testing

/// One event across two regions, as the reference interpreter runs it. Every expectation is
/// worked out by hand from the rows below (indices in comments).
@Suite struct RegionInterpreterTests {
    static let spec = """
        machine ArticleList
        state notLoaded
        state loading(requestID: Int)
        state loaded(count: Int)
        state idle
        state refreshing(requestID: Int)
        state failed
        region content = notLoaded, loading, loaded
        region refresh = idle, refreshing, failed
        event opened(requestID: Int)
        event pulled(requestID: Int)
        event answered(requestID: Int, count: Int)
        event reset
        effect fetch(requestID: Int)
        effect showSpinner
        effect hideSpinner
        effect stopRefresh
        effect clearList
        effect hideBanner
        effect log(count: Int)
        effect resetting
        initial notLoaded, idle
        entry notLoaded / clearList
        entry loading(id) / showSpinner, fetch(id)
        exit loading / hideSpinner
        entry idle / hideBanner
        exit refreshing / stopRefresh
        notLoaded on opened(id) -> loading(id)
        loading(id) on answered(id, count) -> loaded(count) / log(count)
        loaded on answered(_, n) [in(refreshing)] stays loaded(n)
        content on reset -> notLoaded / log(0)
        idle on pulled(id) [in(loading(id))] ignore
        idle on pulled(id) [in(loaded)] -> refreshing(id)
        idle on answered(_, _) [in(loaded)] -> failed
        refreshing(id) on answered(id, _) -> idle
        refresh on reset -> idle / resetting
        refreshing after 5s [in(loaded)] -> failed

        """

    // States: notLoaded 0, loading 1, loaded 2, idle 3, refreshing 4, failed 5.
    // Events: opened 0, pulled 1, answered 2, reset 3.
    // Effects: fetch 0, showSpinner 1, hideSpinner 2, stopRefresh 3, clearList 4, hideBanner 5, log 6, resetting 7.
    private static let notLoaded = RuntimeCase(0)
    private static func loading(_ id: Int) -> RuntimeCase { RuntimeCase(1, [.integer(IntegerValue(id))]) }
    private static func loaded(_ count: Int) -> RuntimeCase { RuntimeCase(2, [.integer(IntegerValue(count))]) }
    private static let idle = RuntimeCase(3)
    private static func refreshing(_ id: Int) -> RuntimeCase { RuntimeCase(4, [.integer(IntegerValue(id))]) }
    private static func pulled(_ id: Int) -> RuntimeCase { RuntimeCase(1, [.integer(IntegerValue(id))]) }
    private static func answered(_ id: Int, _ count: Int) -> RuntimeCase {
        RuntimeCase(2, [.integer(IntegerValue(id)), .integer(IntegerValue(count))])
    }
    private static let reset = RuntimeCase(3)
    private static let hideSpinner = RuntimeCase(2)
    private static let stopRefresh = RuntimeCase(3)
    private static let clearList = RuntimeCase(4)
    private static let hideBanner = RuntimeCase(5)
    private static func log(_ count: Int) -> RuntimeCase { RuntimeCase(6, [.integer(IntegerValue(count))]) }
    private static let resetting = RuntimeCase(7)

    private func interpreter() throws -> Interpreter {
        let result = Pipeline.check(SourceFile(path: "articles.sm", text: Self.spec))
        #expect(!result.hasErrors, "\(result.summaries)")
        return Interpreter(try #require(result.machine))
    }

    /// Both regions move: exits in reverse region order (refresh's, then content's), the rows'
    /// own effects in region order, then entries in region order.
    @Test func anEventThatMovesBothRegionsOrdersTheirEffectsAsSCXMLDoes() throws {
        let step = try interpreter().step(from: [Self.loading(1), Self.refreshing(1)], on: Self.answered(1, 5))
        #expect(step.outcome == .transitioned(effects: [Self.stopRefresh, Self.hideSpinner, Self.log(5), Self.hideBanner]))
        #expect(step.states == [Self.loaded(5), Self.idle])
        #expect(step.firedRows == [1, 7])
    }

    @Test func aRegionRowOnTheRegionItselfLeavesAndEntersItsStates() throws {
        let step = try interpreter().step(from: [Self.loading(1), Self.refreshing(2)], on: Self.reset)
        #expect(
            step.outcome
                == .transitioned(effects: [
                    Self.stopRefresh, Self.hideSpinner, Self.log(0), Self.resetting, Self.clearList, Self.hideBanner,
                ]))
        #expect(step.states == [Self.notLoaded, Self.idle])
        #expect(step.firedRows == [3, 8])
    }

    /// `in(loaded)` reads the content before the event moved it there: refresh stays idle.
    @Test func inReadsTheOtherRegionBeforeTheEvent() throws {
        let step = try interpreter().step(from: [Self.loading(1), Self.idle], on: Self.answered(1, 5))
        #expect(step.outcome == .transitioned(effects: [Self.hideSpinner, Self.log(5)]))
        #expect(step.states == [Self.loaded(5), Self.idle])
        #expect(step.firedRows == [1, nil])
    }

    /// `in(loading(id))` compares the bound `id` with the other region's payload.
    @Test func inComparesABoundNameWithTheOtherRegionsPayload() throws {
        let interpreter = try interpreter()
        let same = try interpreter.step(from: [Self.loading(7), Self.idle], on: Self.pulled(7))
        #expect(same.outcome == .ignored)
        #expect(same.firedRows == [nil, 4])
        let other = try interpreter.step(from: [Self.loading(8), Self.idle], on: Self.pulled(7))
        #expect(other.outcome == .rejected)
        #expect(other.states == [Self.loading(8), Self.idle])
    }

    /// Content updates in place, refresh rejects a stale answer: `updated` is the stronger.
    @Test func theOutcomeIsTheStrongestOfTheRegions() throws {
        let interpreter = try interpreter()
        let step = try interpreter.step(from: [Self.loaded(3), Self.refreshing(1)], on: Self.answered(2, 9))
        #expect(step.outcome == .updated(effects: []))
        #expect(step.states == [Self.loaded(9), Self.refreshing(1)])
        #expect(step.firedRows == [2, nil])
        let unhandled = try interpreter.step(from: [Self.loaded(1), Self.idle], on: RuntimeCase(0, [.integer(1)]))
        #expect(unhandled.outcome == .unhandled)
    }

    /// The timer (row 9) changes its own region only; its `in(loaded)` reads the content.
    @Test func aTimerFiresInItsRegionAndReadsTheOthers() throws {
        let interpreter = try interpreter()
        let fired = try interpreter.step(from: [Self.loaded(2), Self.refreshing(1)], after: 0)
        #expect(fired.outcome == .transitioned(effects: [Self.stopRefresh]))
        #expect(fired.states == [Self.loaded(2), RuntimeCase(5)])
        #expect(fired.firedRows == [nil, 9])
        let rejected = try interpreter.step(from: [Self.loading(1), Self.refreshing(1)], after: 0)
        #expect(rejected.outcome == .rejected)
        #expect(rejected.states == [Self.loading(1), Self.refreshing(1)])
        let elsewhere = try interpreter.step(from: [Self.loaded(2), Self.idle], after: 0)
        #expect(elsewhere.outcome == .unhandled)
    }

    @Test func startingRunsEveryRegionsEntryEffectsInRegionOrder() throws {
        #expect(try interpreter().entryEffects(of: [Self.notLoaded, Self.idle]) == [Self.clearList, Self.hideBanner])
    }
}
