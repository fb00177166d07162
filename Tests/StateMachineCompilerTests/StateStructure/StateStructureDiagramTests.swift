import StateMachineCompiler
import StateMachineDiagrams
import Testing

/// Groups drawn as clusters: checked in the DOT text and rendered by the real Graphviz.
@Suite struct StateStructureDiagramTests {
    @Test func aGroupRowIsOneEdgeFromTheClusterBoundary() throws {
        let dot = DOTEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions())
        #expect(dot.contains("    compound=true;\n"))
        #expect(dot.contains(#"    subgraph "cluster_open" {"#))
        #expect(dot.contains(#"        subgraph "cluster_fetching" {"#))
        // `open on screenClosed -> closed`: one edge, not one per member of `open`.
        let closing = dot.split(separator: "\n").filter { $0.contains("open on screenClosed") }
        #expect(closing == [#"    "idle" -> "closed" [ltail="cluster_open", label="open on screenClosed"];"#])
    }

    @Test func entryAndExitAreListedInFullAtFullDetailAndMarkedBelowIt() throws {
        let machine = try ExampleSpecs.machine("pricing")
        let full = DOTEmitter.emit(machine, options: DiagramOptions())
        // A long line breaks after the slash and between effects, so the box stays narrow.
        #expect(
            full.contains(
                #""waitingLonger" [label="waitingLonger\nrevision: Int\nentry(revision) [tracksSlowQuotes] /\nreportSlowQuote(revision)"];"#
            ))
        #expect(full.contains(#"\nentry(revision) /\nfetchQuote(checkoutID, revision),\nstartTimeout(revision, timeoutSeconds)\n"#))
        let events = DOTEmitter.emit(machine, options: DiagramOptions(detail: .events))
        #expect(events.contains(#""waitingLonger" [label="waitingLonger\nrevision\nentry / reportSlowQuote"];"#))
        #expect(events.contains(#""loading" [label="loading\nrevision\nentry / fetchQuote, startTimeout\nexit / cancelTimeout"];"#))
        #expect(events.contains(#"label="fetching\nexit / cancelFetch";"#))
    }

    @Test func clusterTitlesSitTopLeftAndBackEdgesLeaveTheRankingAlone() throws {
        let dot = DOTEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions())
        #expect(dot.contains("        label=\"open\\nentry / observeInputs\\nexit / stopObservingInputs\";\n        labeljust=l;\n"))
        // priced and failed lie two rows from idle, loading one: their way back does not rank.
        #expect(dot.contains(#""failed" -> "loading" [label="retryTapped\n-> loading(revision)", constraint=false];"#))
        #expect(dot.contains(#""idle" -> "loading" [label="idle, priced, failed on inputsChanged(revision)\n-> loading(revision)"];"#))
    }

    @Test func mermaidDrawsGroupsAsCompositeStates() throws {
        let mermaid = MermaidEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions())
        #expect(
            mermaid.contains(
                "    state \"open · entry / observeInputs · exit / stopObservingInputs\" as open {\n        state \"idle\" as s_idle\n"))
        #expect(mermaid.contains("    open --> s_closed : open on screenClosed\n"))
        #expect(mermaid.contains("        state \"fetching · exit / cancelFetch\" as fetching {\n"))
        #expect(mermaid.contains("        state \"priced(revision: Int, total: Decimal)\" as s_priced\n"))
    }

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed"))
    func graphvizDrawsTheClustersWithoutWarnings() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions()))
        #expect(svg.warnings == "")
        // Counted by hand from specs/pricing.sm: 6 states + start; 10 rows, the list row drawn
        // once per listed state (3), + the start edge; the groups `open` and `fetching`.
        #expect(svg.count(ofClass: "node") == 7)
        #expect(svg.count(ofClass: "edge") == 9 + 3 + 1)
        #expect(svg.text.components(separatedBy: #"class="cluster""#).count - 1 == 2)
    }
}
