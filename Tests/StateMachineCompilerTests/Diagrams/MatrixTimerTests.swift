import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// The matrix has a column per `after` row's timer, after the events: what the timer's row
/// does in each state where it runs, `—` where it does not. Expected cells written by hand.
@Suite struct MatrixTimerTests {
    private func lines(_ name: String) throws -> [String] {
        MarkdownMatrixEmitter.emit(Pipeline.planMatrix(try ExampleSpecs.machine(name))).split(separator: "\n").map(String.init)
    }

    @Test func timersFollowTheEventsHeadedBySourceAndDelay() throws {
        let header = try lines("upload")[1]
        #expect(
            header == "| State \\ Event | `start` | `progressed` | `finished` | `cancel` "
                + "| `uploading after 5s` | `stalled after 10s` | `stalled after 2min` |")
    }

    @Test func aTimerCellShowsItsRowOnlyInTheStatesItRunsIn() throws {
        let rows = try lines("upload")
        #expect(rows.contains("| `uploading` | — | stays uploading | → done | → idle | → stalled / reportStall | — | — |"))
        #expect(rows.contains("| `stalled` | — | — | — | → idle | — | [retriesAllowed] → uploading | → failed |"))
        #expect(rows.contains("| `done` (final) | — | — | — | — | — | — | — |"))
        #expect(rows.last?.contains("A column `SOURCE after DELAY` is the timer of that `after` row") == true)
    }

    @Test func aSpecWithoutTimersHasNoTimerColumnsOrLegend() throws {
        let rows = try lines("checkout")
        // checkout.sm: state \ event and its 6 events.
        #expect(rows[1].split(separator: "|").count == 7)
        #expect(!rows.joined().contains("SOURCE after DELAY"))
    }
}
