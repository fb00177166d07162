import StateMachineCompiler
import Testing

/// Any generated case renamed is an API change callers must follow, a `Timer` case too: a timer
/// renamed with its state, or told apart once its state gains a second timer. A changed delay
/// renames nothing. Expected reports are written by hand.
@Suite struct DiffGeneratedCaseRenameTests {
    func apiLines(_ edits: [(String, String)]) throws -> [String] {
        let new = try DiffSupport.edited(DiffTimedWorkTests.search, edits)
        return try DiffSupport.diff(DiffTimedWorkTests.search, new).apiChanges.map(\.summary)
    }

    @Test func aStateRenamedRenamesItsTimer() throws {
        let lines = try apiLines([
            ("state waiting(query: String)", "state debouncing(query: String)"),
            ("group busy = waiting, searching", "group busy = debouncing, searching"),
            (
                "idle, showing, failed on typed(query)         -> waiting(query)",
                "idle, showing, failed on typed(query) -> debouncing(query)"
            ),
            ("waiting on typed(query)                       stays waiting(query)", "debouncing on typed(query) stays debouncing(query)"),
            ("waiting(query) after 300ms", "debouncing(query) after 300ms"),
        ])
        #expect(
            lines == [
                "state `waiting(query: String)` removed", "state `debouncing(query: String)` added",
                "timer `waitingTimeout` renamed to `debouncingTimeout`",
                "group `busy = waiting, searching` became `busy = debouncing, searching`",
            ])
    }

    @Test func aSecondTimerOfAStateRenamesTheFirst() throws {
        let lines = try apiLines([
            (
                "failed after 60s                              -> idle",
                "failed after 60s -> idle\nfailed(query) after 10min -> searching(query)"
            )
        ])
        #expect(lines == ["timer `failedTimeout` renamed to `failedTimeoutToIdle`"])
    }

    @Test func aChangedDelayRenamesNoCase() throws {
        let lines = try apiLines([("waiting(query) after 300ms", "waiting(query) after 3s"), ("failed after 60s", "failed after 2min")])
        #expect(lines.isEmpty)
    }
}
