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

    /// `in(X)` where X's region never reaches X: a warning at the test, with a note at X.
    @Test func inOfAStateItsRegionNeverReachesNeverHolds() {
        expectDiagnostics(
            """
            machine ArticleList
            state notLoaded
            state loading(requestID: Int)
            state loaded(count: Int)
            state 1️⃣archived final
            state idle
            state refreshing(requestID: Int)
            event opened(requestID: Int)
            event pulled(requestID: Int)
            event answered(requestID: Int, count: Int)
            region content = notLoaded, loading, loaded, archived
            region refresh = idle, refreshing
            initial notLoaded, idle
            notLoaded on opened(id) -> loading(id)
            loading(id) on answered(id, count) -> loaded(count)
            loaded on opened(id) -> loading(id)
            idle on pulled(id) [2️⃣in(archived)] -> refreshing(id)
            refreshing(id) on answered(id, _) -> idle
            content on answered ignore
            idle on answered ignore

            """,
            [
                .warning("1️⃣", .unreachableState, "state 'archived' is never entered: no '->' row targets it"),
                .warning(
                    "2️⃣", .inNeverHolds,
                    "'in(archived)' never holds: region 'content' never reaches 'archived' from its initial state 'notLoaded'",
                    notes: [.note("1️⃣", "state 'archived' declared here")]),
            ])
    }

    /// The regions walked together: `refresh` is refreshing only while `content` is loaded, which
    /// it leaves only when `refresh` is idle, so `content` is never in `notLoaded` then.
    @Test func inOfAStateTheOtherRegionIsNeverInMeanwhileNeverHolds() {
        expectDiagnostics(
            Self.coupled(resetGuard: " [in(idle)]"),
            [
                .warning(
                    "1️⃣", .inNeverHolds,
                    "'in(notLoaded)' never holds here: region 'content' is never in 'notLoaded' while region 'refresh' is in 'refreshing'",
                    notes: [.note("2️⃣", "state 'notLoaded' declared here")])
            ])
    }

    /// Without the guard that couples them, `content` can be reset while `refresh` runs.
    @Test func inOfAStateTheOtherRegionCanBeInMeanwhileIsNoWarning() {
        expectDiagnostics(Self.coupled(resetGuard: ""), [])
    }

    private static func coupled(resetGuard: String) -> String {
        """
        machine ArticleList
        state 2️⃣notLoaded
        state loading(requestID: Int)
        state loaded(count: Int)
        state idle
        state refreshing(requestID: Int)
        event opened(requestID: Int)
        event pulled(requestID: Int)
        event answered(requestID: Int, count: Int)
        event reset
        region content = notLoaded, loading, loaded
        region refresh = idle, refreshing
        initial notLoaded, idle
        notLoaded on opened(id) -> loading(id)
        loading(id) on answered(id, count) -> loaded(count)
        loaded on reset\(resetGuard) -> notLoaded
        idle on pulled(id) [in(loaded)] -> refreshing(id)
        refreshing(id) on answered(id, _) -> idle
        refreshing on reset [1️⃣in(notLoaded)] -> idle
        content on answered ignore
        idle on answered ignore

        """
    }

    /// `exit` and `entry` guards read the other region as a row's does, before the event:
    /// `refresh` leaves refreshing only while `content` is loaded, and `content` enters
    /// loading (from notLoaded) only while `refresh` is idle.
    @Test func inOnExitOrEntryNeverHoldsWhereTheRegionsAreNeverTogether() {
        expectDiagnostics(
            Self.coupled(stateEffects: "exit refreshing [1️⃣in(notLoaded)] / log\nentry loading [3️⃣in(refreshing)] / log"),
            [
                .warning(
                    "1️⃣", .inNeverHolds,
                    "'in(notLoaded)' never holds here: region 'content' is never in 'notLoaded' while region 'refresh' is in 'refreshing'",
                    notes: [.note("2️⃣", "state 'notLoaded' declared here")]),
                .warning(
                    "3️⃣", .inNeverHolds,
                    "'in(refreshing)' never holds here: region 'refresh' is never in 'refreshing' when region 'content' enters 'loading'",
                    notes: [.note("4️⃣", "state 'refreshing' declared here")]),
            ])
    }

    /// A state is entered too when the machine starts or is restored in it, and `loaded` can be
    /// restored while `refresh` is refreshing.
    @Test func inOnEntryReadsTheStatesTheMachineCanBeRestoredIn() {
        expectDiagnostics(Self.coupled(stateEffects: "entry loaded [in(refreshing)] / log"), [])
    }

    private static func coupled(stateEffects: String) -> String {
        """
        machine ArticleList
        state 2️⃣notLoaded
        state loading(requestID: Int)
        state loaded(count: Int)
        state idle
        state 4️⃣refreshing(requestID: Int)
        event opened(requestID: Int)
        event pulled(requestID: Int)
        event answered(requestID: Int, count: Int)
        event reset
        effect log
        region content = notLoaded, loading, loaded
        region refresh = idle, refreshing
        initial notLoaded, idle
        notLoaded on opened(id) -> loading(id)
        loading(id) on answered(id, count) -> loaded(count)
        loaded on reset [in(idle)] -> notLoaded
        idle on pulled(id) [in(loaded)] -> refreshing(id)
        refreshing(id) on answered(id, _) -> idle
        refreshing on reset -> idle
        content on answered ignore
        idle on answered ignore
        \(stateEffects)

        """
    }

    /// Two tests a guard needs that put one region in two states.
    @Test func inOfTwoStatesOfOneRegionNeverHoldsTogether() {
        expectDiagnostics(
            Self.declarations + """
                region content = notLoaded, loading, loaded
                region refresh = idle, refreshing
                initial notLoaded, idle
                notLoaded on opened(id) -> loading(id)
                loading(id) on answered(id, count) -> loaded(count)
                loaded on reset -> notLoaded
                idle on pulled(id) [2️⃣in(loading(_)) && 1️⃣in(loaded)] -> refreshing(id)
                refreshing(id) on answered(id, _) -> idle
                content on answered ignore
                idle on answered ignore

                """,
            [
                .warning(
                    "1️⃣", .inNeverHolds,
                    "'in(loaded)' never holds together with 'in(loading(_))': region 'content' is in one state at a time",
                    notes: [.note("2️⃣", "'in(loading(_))' used here")])
            ])
    }

    /// A guard's `in(...)` is a Bool of its own in the guard verdicts: whatever the other region
    /// is in, `in(loaded) || !in(loaded)` holds and `in(loaded) && !in(loaded)` does not.
    @Test func aGuardOverInTestsCanBeConstant() {
        expectDiagnostics(
            Self.declarations + """
                region content = notLoaded, loading, loaded
                region refresh = idle, refreshing
                initial notLoaded, idle
                notLoaded on opened(id) -> loading(id)
                loading(id) on answered(id, count) -> loaded(count)
                loaded on reset -> notLoaded
                idle on pulled(id) [1️⃣in(loaded) || !in(loaded)] -> refreshing(id)
                refreshing on pulled [2️⃣in(loaded) && !in(loaded)] ignore
                refreshing(id) on answered(id, _) -> idle
                content on answered ignore
                idle on answered ignore

                """,
            [
                .warning("1️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this row from firing"),
                .warning("2️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire"),
            ])
    }
}
