import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// A matrix cell lists the rows that can fire in it: none after one that always fires there,
/// though a region's row written after a state's own still shows in the region's other states.
@Suite struct MatrixFirableRowsTests {
    @Test func aRowAfterOneThatAlwaysFiresInTheCellIsNotListedThere() throws {
        let text = """
            machine Retry
            initial failed, idle
            state failed
            state loading
            state other
            state idle
            region content = failed, loading, other
            region refresh = idle
            event retryTapped
            failed on retryTapped -> loading
            content on retryTapped -> loading

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "retry.sm", text: text)).machine)
        let lines = MarkdownMatrixEmitter.emit(Pipeline.planMatrix(machine)).split(separator: "\n").map(String.init)
        #expect(lines.contains("| `failed` (initial) | → loading |"), "\(lines)")
        #expect(lines.contains("| `other` | → loading |"), "\(lines)")
    }
}
