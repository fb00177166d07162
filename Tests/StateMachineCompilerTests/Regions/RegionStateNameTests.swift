import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A state name written in two regions, as a first machine with regions often does (`idle` in
/// both): one error that says why (state names are machine-wide) and what to do, not one per
/// row and declaration that the shared name confuses.
@Suite struct RegionStateNameTests {
    static let message =
        "state 'idle' is listed in region 'content' and in region 'refresh': state names are machine-wide "
        + "(each state is one case of the machine), so two regions cannot share one; rename one, e.g. 'refreshIdle'"

    private func expectOneError(_ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedSpec(spec)
        let result = marked.check()
        #expect(
            result.summaries == ["\(marked.location("1️⃣").map { "\($0)" } ?? "no marker"): error: \(Self.message)"],
            sourceLocation: sourceLocation)
        #expect(
            result.diagnostics.map { $0.notes.map { result.file.location(of: $0.range.start) } } == [
                [marked.location("2️⃣")].compactMap { $0 }
            ],
            sourceLocation: sourceLocation)
        #expect(result.diagnostics.map(\.id) == [.memberInTwoRegions], sourceLocation: sourceLocation)
    }

    static let rows = """
        event appeared(operationID: UUID)
        event loadSucceeded(operationID: UUID, articles: [String])
        event pulledToRefresh(operationID: UUID)
        event refreshSucceeded(operationID: UUID, articles: [String])
        effect fetch(operationID: UUID)
        during loading(operationID) / fetch(operationID)
        idle on appeared(id) -> loading(id)
        loading(id) on loadSucceeded(id, articles) -> loaded(articles)
        idle on pulledToRefresh(id) [in(loaded)] -> refreshing(id)
        refreshing(id) on refreshSucceeded(id, _) -> idle

        """

    @Test func aStateDeclaredTwiceForTwoRegionsIsOneError() {
        expectOneError(
            """
            machine ArticleList
            initial idle, idle
            state idle
            state loading(operationID: UUID)
            state loaded(articles: [String])
            state idle
            state refreshing(operationID: UUID)
            region content = 2️⃣idle, loading, loaded
            region refresh = 1️⃣idle, refreshing

            """ + Self.rows)
    }

    @Test func aStateDeclaredOnceAndListedInTwoRegionsIsOneError() {
        expectOneError(
            """
            machine ArticleList
            initial idle
            state idle
            state loading(operationID: UUID)
            state loaded(articles: [String])
            state refreshing(operationID: UUID)
            region content = 2️⃣idle, loading, loaded
            region refresh = 1️⃣idle, refreshing

            """ + Self.rows)
    }
}
