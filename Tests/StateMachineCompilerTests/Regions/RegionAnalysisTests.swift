import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The analyses on a machine with regions: each region is judged on its own, and `in(...)`
/// counts as a use and is itself checked against what the regions can be in together.
@Suite struct RegionAnalysisTests {
    static let declarations = """
        machine ArticleList
        state notLoaded
        state loading(requestID: Int)
        state loaded(count: Int)
        state idle
        state refreshing(requestID: Int)
        event opened(requestID: Int)
        event pulled(requestID: Int)
        event answered(requestID: Int, count: Int)
        event reset

        """

    @Test func aGroupNamedOnlyByInIsUsed() {
        expectDiagnostics(
            Self.declarations + """
                group hasContent = loaded
                region content = notLoaded, loading, hasContent
                region refresh = idle, refreshing
                initial notLoaded, idle
                notLoaded on opened(id) -> loading(id)
                loading(id) on answered(id, count) -> loaded(count)
                loaded on reset -> notLoaded
                idle on pulled(id) [in(hasContent)] -> refreshing(id)
                refreshing(id) on answered(id, _) -> idle
                content on answered ignore
                idle on answered ignore

                """, [])
    }

    /// Each region's late answers are its own warning, whose fix is a row of that region.
    @Test func lateAnswersAreJudgedPerRegion() {
        expectDiagnostics(
            """
            machine ArticleList
            state 2️⃣notLoaded
            state loading(requestID: Int)
            state 3️⃣loaded(count: Int)
            state 5️⃣idle
            state refreshing(requestID: Int)
            event opened(requestID: Int)
            event pulled(requestID: Int)
            event answered(requestID: Int, count: Int)
            event reset
            region content = notLoaded, loading, loaded
            region refresh = idle, refreshing
            initial notLoaded, idle
            notLoaded on opened(id) -> loading(id)
            1️⃣loading(id) on answered(id, count) -> loaded(count)
            loaded on reset -> notLoaded
            idle on pulled(id) -> refreshing(id)
            4️⃣refreshing(id) on answered(id, _) -> idle

            """,
            [
                .warning(
                    "1️⃣", .lateResultUnhandled,
                    "'answered' answers work that 'loading' started, but 'notLoaded' and 'loaded' have no row for it: arriving late, "
                        + "it is unhandled; add 'notLoaded, loaded on answered ignore', or a row that rejects it",
                    notes: [.note("2️⃣", "'notLoaded' declared here"), .note("3️⃣", "'loaded' declared here")]),
                .warning(
                    "4️⃣", .lateResultUnhandled,
                    "'answered' answers work that 'refreshing' started, but 'idle' has no row for it: arriving late, "
                        + "it is unhandled; add 'idle on answered ignore', or a row that rejects it",
                    notes: [.note("5️⃣", "'idle' declared here")]),
            ])
    }

    /// A late answer is unhandled only when no region has a row for it: here `refresh` always does.
    @Test func aLateAnswerAnotherRegionAlwaysHandlesIsNoWarning() {
        expectDiagnostics(
            Self.declarations + """
                region content = notLoaded, loading, loaded
                region refresh = idle, refreshing
                initial notLoaded, idle
                notLoaded on opened(id) -> loading(id)
                loading(id) on answered(id, count) -> loaded(count)
                loaded on reset -> notLoaded
                idle on pulled(id) -> refreshing(id)
                refreshing(id) on answered(id, _) -> idle
                refresh on answered ignore

                """, [])
    }
}
