import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// `specs/upload.sm` drawn by the real Graphviz: `after` rows are edges labelled with their
/// delay, `during` activities are listed in their state or cluster, a `stays` row says so.
@Suite(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"))
struct TimeDiagramTests {
    @Test func afterRowsAreEdgesAndActivitiesAreListed() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try ExampleSpecs.machine("upload"), options: DiagramOptions()))
        #expect(svg.warnings == "")
        // 5 states and the start point; the start edge, 2 for the source list, 3 more rows, 3 `after` rows.
        // Beside the group `busy`, each label but the `stays` loop's is a node and its edge two halves.
        #expect(svg.count(ofClass: "node") == 5 + 1 + (2 + 2 + 3))
        #expect(svg.count(ofClass: "edge") == 1 + 2 * (2 + 2 + 3) + 1)
        let texts = svg.texts
        for line in ["after 5s", "/ reportStall(file)", "after 10s", "[retriesAllowed]", "after 2min", "during / keepAwake"] {
            #expect(texts.contains(line), "\(line) in \(texts)")
        }
        // `during uploading(file, _)` binds the field `file`, which the node lists: the line names no pattern.
        #expect(texts.contains("during / upload(file)"))
        #expect(texts.contains("stays uploading(file, percent)"))
    }

    @Test func mermaidDrawsTheAfterRowsToo() throws {
        let mermaid = MermaidEmitter.emit(try ExampleSpecs.machine("upload"), options: DiagramOptions())
        #expect(mermaid.contains("s_uploading --> s_stalled : after 5s -> stalled(file) / reportStall(file)"))
        #expect(mermaid.contains("s_stalled --> s_failed : after 2min -> failed(file)"))
    }
}
