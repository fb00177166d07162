import StateMachineCompiler
import Testing

/// A changed or added row that re-enters its state says what that restarts: the activities the
/// state's case runs (the one in flight is cancelled) and the timers it owns, never a group's,
/// which keeps running. Expected reports are written by hand.
@Suite struct DiffReentryTests {
    static let list = """
        machine ArticleList

        initial notLoaded, idle

        state notLoaded
        state loading(operationID: UUID)
        state loaded(articles: [String])
        state unavailable
        state idle
        state refreshing(operationID: UUID)

        region content = notLoaded, loading, loaded, unavailable
        region refresh = idle, refreshing

        event appeared(operationID: UUID)
        event loadSucceeded(operationID: UUID, articles: [String])
        event retryTapped(operationID: UUID)
        event pulledToRefresh(operationID: UUID)
        event refreshSucceeded(operationID: UUID, articles: [String])

        effect fetchFirstPage(operationID: UUID)
        effect refreshArticles(operationID: UUID)

        during loading(operationID) / fetchFirstPage(operationID)
        during refreshing(operationID) / refreshArticles(operationID)

        notLoaded   on appeared(id)                  -> loading(id)
        unavailable on retryTapped(id)               -> loading(id)
        loading(id) on loadSucceeded(id, articles)   -> loaded(articles)
        loading     after 15s                        -> unavailable
        idle on pulledToRefresh(id) [in(loaded)]     -> refreshing(id)
        refreshing(id) on refreshSucceeded(id, _)    -> idle

        """

    @Test func aRetryWhileLoadingSaysItCancelsTheFetchAndRestartsTheTimeout() throws {
        let new = try DiffSupport.edited(
            Self.list, [("unavailable on retryTapped(id)", "unavailable, loading on retryTapped(id)")])
        #expect(
            try DiffSupport.report(Self.list, new) == """
                ## `new.sm`

                ### Behaviour changes

                - in region `content`: `loading × retryTapped`: `unhandled (no row for this event)` became `→ loading(id)`; \
                re-entering `loading` cancels and restarts its activity `fetchFirstPage(operationID)` and restarts its timer after 15s

                """)
    }

    @Test func aRowBackIntoAStateNamesOnlyWhatItsCaseOwns() throws {
        let new = try DiffSupport.edited(
            DiffTimedWorkTests.search, [("busy on cancel", "searching on typed(query) -> searching(query)\nbusy on cancel")])
        #expect(
            try DiffSupport.report(DiffTimedWorkTests.search, new).contains(
                "- `searching × typed`: `unhandled (no row for this event)` became `→ searching(query)`; "
                    + "re-entering `searching` cancels and restarts its activity `search(query)` and restarts its timer after timeout\n"))
    }

    @Test func aRowBackIntoAStateWithNothingToRestartSaysNothingMore() throws {
        let new = try DiffSupport.edited(
            DiffTimedWorkTests.search, [("busy on cancel", "idle on cancel -> idle\nbusy on cancel")])
        let report = try DiffSupport.report(DiffTimedWorkTests.search, new)
        #expect(report.contains("- `idle × cancel`: `unhandled (no row for this event)` became `→ idle`\n"))
        #expect(!report.contains("re-entering"))
    }
}
