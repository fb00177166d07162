import StateMachineCompiler
import Testing

/// `<`, `>`, `-` and `+` in guards and arguments, through both diagram formats.
@Suite struct ValuesDiagramTests {
    @Test func dotKeepsComparisonsAndArithmeticAsWrittenInQuotedLabels() throws {
        let dot = DOTEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions())
        #expect(dot.contains(#"[label="loading(n, r) on failed [n < maxAttempts]\n-> loading(n + 1, r)\n/ fetch(n + 1, r)"]"#))
        #expect(dot.contains(#"[label="loading(_, r) on loaded(s) [s >= r &amp;&amp; s - r <= 1]\n-> done(s)"]"#))
    }

    @Test func mermaidEncodesTheAngleBracketsAndKeepsTheSigns() throws {
        let mermaid = MermaidEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions())
        #expect(mermaid.contains("s_loading --> s_loading : loading(n, r) on failed [n #60; maxAttempts] -#62; loading(n + 1, r) / fetch(n + 1, r)"))
        #expect(mermaid.contains("s_loading --> s_done : loading(_, r) on loaded(s) [s #62;= r #38;#38; s - r #60;= 1] -#62; done(s)"))
    }

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed"))
    func graphvizPrintsTheLabelsBackExactly() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try ValuesSpecs.machine(), options: DiagramOptions()))
        #expect(svg.warnings == "")
        #expect(svg.texts.contains("loading(n, r) on failed [n < maxAttempts]"))
        #expect(svg.texts.contains("loading(_, r) on loaded(s) [s >= r && s - r <= 1]"))
        #expect(svg.texts.contains("-> loading(n + 1, r)"))
    }
}
