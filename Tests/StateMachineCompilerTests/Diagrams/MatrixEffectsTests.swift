import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// The matrix lists every effect a transition yields, the exits' and entries' marked by origin.
@Suite struct MatrixEffectsTests {
    private func cells(_ name: String, state: String) throws -> [String] {
        let matrix = MarkdownMatrixEmitter.emit(Pipeline.planMatrix(try ExampleSpecs.machine(name)))
        let row = matrix.split(separator: "\n").first { $0.hasPrefix("| `\(state)`") }.map(String.init) ?? ""
        return row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func closingWhileLoadingRunsTheExitsInnermostFirst() throws {
        // Columns: state, inputsChanged, quoteReceived, quoteFailed, retryTapped, screenClosed, loading after 5s.
        let loading = try cells("pricing", state: "loading")
        #expect(loading.count == 7)
        #expect(loading[5] == "→ closed / cancelFetch (exit fetching), stopObservingInputs (exit open)")
    }

    @Test func aTimerCellListsTheEntryItsMoveRuns() throws {
        let loading = try cells("pricing", state: "loading")
        #expect(loading.last == "→ waitingLonger / reportSlowQuote (entry waitingLonger if tracksSlowQuotes)")
        #expect(try cells("pricing", state: "waitingLonger").last == "—")
    }

    @Test func aRowBackIntoItsOwnCaseRunsItsEntryButNotItsGroups() throws {
        let loading = try cells("pricing", state: "loading")
        #expect(loading[1] == "→ loading / fetchQuote (entry loading)")
    }

    @Test func specsWithoutEntryOrExitKeepTheirCellsAndLegend() throws {
        let matrix = MarkdownMatrixEmitter.emit(Pipeline.planMatrix(try ExampleSpecs.machine("checkout")))
        #expect(matrix.contains("| `draft` (initial) | [hasValidAddress] → submitting / submit |"))
        #expect(!matrix.contains("exit or entry"))
    }
}
