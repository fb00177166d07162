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
        // Columns: state, inputsChanged, timeoutFired, quoteReceived, quoteFailed, retryTapped, screenClosed.
        let loading = try cells("pricing", state: "loading")
        #expect(loading.last == "→ closed / cancelTimeout (exit loading), cancelFetch (exit fetching), stopObservingInputs (exit open)")
        #expect(
            loading[2] == "[same revision] → waitingLonger / cancelTimeout (exit loading), "
                + "reportSlowQuote (entry waitingLonger if tracksSlowQuotes)<br>ignore")
    }

    @Test func aRowBackIntoItsOwnCaseRunsItsExitAndEntryButNotItsGroups() throws {
        let loading = try cells("pricing", state: "loading")
        #expect(loading[1] == "→ loading / cancelTimeout (exit loading), fetchQuote (entry loading), startTimeout (entry loading)")
    }

    @Test func specsWithoutEntryOrExitKeepTheirCellsAndLegend() throws {
        let matrix = MarkdownMatrixEmitter.emit(Pipeline.planMatrix(try ExampleSpecs.machine("checkout")))
        #expect(matrix.contains("| `draft` (initial) | [hasValidAddress] → submitting / submit |"))
        #expect(!matrix.contains("exit or entry"))
    }
}
