import StateMachineCompiler
import StateMachineDiagrams
import Testing

/// `<`, `>`, `-` and `+` in guards and arguments, through both diagram formats.
@Suite struct ValuesDiagramTests {
    @Test func dotKeepsComparisonsAndArithmeticAsWrittenInQuotedLabels() throws {
        let dot = DOTEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions())
        #expect(
            dot.contains(#"[label="failed\n[attempt < maxAttempts]\n-> loading(attempt + 1, revision)\n/ fetch(attempt + 1, revision)"]"#))
        #expect(dot.contains(#"[label="loaded(s)\n[s >= revision &amp;&amp; s - revision <= 1]\n-> done(s)"]"#))
    }

    @Test func mermaidEncodesTheAngleBracketsAndKeepsTheSigns() throws {
        let mermaid = MermaidEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions())
        #expect(
            mermaid.contains(
                "s_loading --> s_loading : failed [attempt #60; maxAttempts] -> loading(attempt + 1, revision) / fetch(attempt + 1, revision)"
            ))
        #expect(mermaid.contains("s_loading --> s_done : loaded(s) [s >= revision && s - revision #60;= 1] -> done(s)"))
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
