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
}
