import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// What a diagram says about a state's own effects and about durable effects: a value the
/// state's pattern binds is written as the payload field it binds (the node lists the field,
/// never the binding), a literal pattern becomes a condition, and a `durable` effect is
/// marked wherever it is drawn; an edge back against the flow is drawn backwards, so
/// Graphviz lays out its label with the others'.
@Suite struct StateEffectLabelTests {
    static let spec = """
        machine Search
        initial idle
        state idle
        state debouncing(query: String)
        state searching(query: String, attempt: Int)
        state showing(query: String, count: Int)
        event typed(text: String)
        event resultsArrived(text: String, count: Int)
        effect search(text: String)
        effect remember(text: String) durable
        effect log(attempt: Int)
        during searching(q, _) / search(q)
        entry searching(_, 1) / log(1)
        exit showing(q, _) / remember(q)
        idle on typed(t) -> debouncing(t)
        debouncing(q) after 300ms -> searching(q, 1)
        searching(q, _) on resultsArrived(q, n) -> showing(q, n) / remember(q)
        showing on typed(t) -> debouncing(t)
        idle, debouncing, showing on resultsArrived ignore

        """

    private func machine() throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "search.sm", text: Self.spec)).machine)
    }

    @Test func dotListsStateEffectsByPayloadFieldAndMarksDurableEffects() throws {
        let dot = DOTEmitter.emit(try machine(), options: DiagramOptions())
        let searching =
            #"    "searching" [label="searching\nquery: String\nattempt: Int\nentry [attempt == 1] / log(1)\nduring / search(query)"];"#
        #expect(dot.contains(searching), "\(dot)")
        let results = #"resultsArrived(q, n)\n[q == query]\n-> showing(query, n)\n/ remember(query) durable"#
        #expect(dot.contains(#"    "searching" -> "showing" [label=""# + results + #""];"#), "\(dot)")
        #expect(dot.contains(#"    "showing" [label="showing\nquery: String\ncount: Int\nexit / remember(query) durable"];"#), "\(dot)")
    }

    @Test func dotDrawsAnEdgeBackAgainstTheFlowBackwards() throws {
        let dot = DOTEmitter.emit(try machine(), options: DiagramOptions())
        #expect(dot.contains(#"    "debouncing" -> "showing" [label="typed(t)\n-> debouncing(t)", dir=back];"#), "\(dot)")
        #expect(!dot.contains("constraint=false"), "\(dot)")
    }

    @Test func belowFullDetailStateEffectsAreNamedAndDurableOnesMarked() throws {
        let dot = DOTEmitter.emit(try machine(), options: DiagramOptions(detail: .guards))
        #expect(dot.contains(#"    "searching" [label="searching\nquery\nattempt\nentry / log\nduring / search"];"#), "\(dot)")
        #expect(dot.contains(#"    "showing" [label="showing\nquery\ncount\nexit / remember durable"];"#), "\(dot)")
    }

    @Test func mermaidSaysTheSame() throws {
        let mermaid = MermaidEmitter.emit(try machine(), options: DiagramOptions())
        #expect(mermaid.contains("s_searching : entry [attempt == 1] / log(1)\n"), "\(mermaid)")
        #expect(mermaid.contains("s_searching : during / search(query)\n"), "\(mermaid)")
        let results = "resultsArrived(q, n) [q == query] -> showing(query, n) / remember(query) durable"
        #expect(mermaid.contains("s_searching --> s_showing : " + results), "\(mermaid)")
    }
}
