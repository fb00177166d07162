import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// A `stays` row shows as `stays state`, not as a transition: it leaves and enters nothing, so
/// its cell lists only its own effects. Expected cells written by hand.
@Suite struct MatrixUpdateInPlaceTests {
    private func lines(_ machine: Machine) -> [String] {
        MarkdownMatrixEmitter.emit(Pipeline.planMatrix(machine)).split(separator: "\n").map(String.init)
    }

    @Test func uploadsProgressStaysInUploading() throws {
        let rows = lines(try ExampleSpecs.machine("upload"))
        #expect(rows.contains("| `uploading` | — | stays uploading | → done | → idle | → stalled / reportStall | — | — |"))
        #expect(rows.last?.contains("`stays state / effects` is a row that updates the state's payload in place") == true)
    }

    @Test func aStaysRowListsNoExitOrEntryOfItsState() throws {
        let text = """
            machine Meter
            initial idle
            state idle
            state measuring(level: Int)
            event begin
            event sampled(level: Int)
            effect show(level: Int)
            effect light
            effect dim
            entry measuring / light
            exit measuring / dim
            idle on begin -> measuring(0)
            measuring(_) on sampled(level) stays measuring(level) / show(level)
            measuring(_) on begin -> measuring(0)

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "meter.sm", bytes: Array(text.utf8))).machine)
        let rows = lines(machine)
        #expect(rows.contains("| `measuring` | → measuring / dim (exit measuring), light (entry measuring) | stays measuring / show |"))
    }

    @Test func specsWithoutStaysRowsHaveNoStaysLegend() throws {
        #expect(!lines(try ExampleSpecs.machine("checkout")).joined().contains("stays"))
    }
}
