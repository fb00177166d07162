import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// `<`, `>`, `-` and `+` in guards and arguments, through both diagram formats.
@Suite struct ValuesDiagramTests {
    @Test func dotKeepsComparisonsAndArithmeticAsWrittenInQuotedLabels() throws {
        let dot = DOTEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions())
        // loading has three loops (two rows and an ignore): each label is a node of its own,
        // which Graphviz keeps apart, and the loop leaves the state twice.
        Snippet.expect(
            #"""
                "(label 1)" [shape=plaintext, fontsize=10, label="failed\n[attempt < maxAttempts]\#
            \n-> loading(attempt + 1, revision)\n/ fetch(attempt + 1, revision)"];
                "(label 2)" [shape=plaintext, fontsize=10, label="couponChanged\n-> loading(attempt, revision + 1)\#
            \n/ fetch(attempt, revision + 1)"];
                "(label 3)" [shape=plaintext, fontsize=10, label="loaded ignore", fontcolor=gray45];
                "(start)" -> "idle";
                "idle" -> "loading" [label="start\n-> loading(1, 0)\n/ fetch(1, 0)"];
                "loading" -> "(label 1)" [dir=none];
                "loading" -> "(label 1)" [dir=back];
                "loading" -> "failed" [label="failed\n-> failed(attempt)"];
                "loading" -> "(label 2)" [dir=none];
                "loading" -> "(label 2)" [dir=back];
                "loading" -> "done" [label="loaded(s)\n[s >= revision &amp;&amp; s - revision <= 1]\n-> done(s)"];
                "loading" -> "(label 3)" [dir=none, style=dashed, color=gray45];
                "loading" -> "(label 3)" [dir=back, style=dashed, color=gray45];
            """#, in: dot)
    }

    @Test func mermaidEncodesTheAngleBracketsAndKeepsTheSigns() throws {
        let mermaid = MermaidEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions())
        Snippet.expect(
            """
                s_idle --> s_loading : start -> loading(1, 0) / fetch(1, 0)
                s_loading --> s_loading : failed [attempt #60; maxAttempts] -> loading(attempt + 1, revision) \
            / fetch(attempt + 1, revision)
                s_loading --> s_failed : failed -> failed(attempt)
                s_loading --> s_loading : couponChanged -> loading(attempt, revision + 1) / fetch(attempt, revision + 1)
                s_loading --> s_done : loaded(s) [s >= revision && s - revision #60;= 1] -> done(s)
                note right of s_loading : ignores loaded
            """, in: mermaid)
    }

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed"))
    func graphvizPrintsTheLabelsBackExactly() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions()))
        #expect(svg.warnings == "")
        #expect(svg.texts.contains("[attempt < maxAttempts]"))
        #expect(svg.texts.contains("[s >= revision && s - revision <= 1]"))
        #expect(svg.texts.contains("-> loading(attempt + 1, revision)"))
    }
}
