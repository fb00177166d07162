import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// Groups drawn as clusters: checked in the DOT text and rendered by the real Graphviz.
@Suite struct StateStructureDiagramTests {
    @Test func aGroupRowIsOneEdgeFromTheClusterBoundary() throws {
        let dot = DOTEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions())
        Snippet.expect(
            #"""
                rankdir=LR;
                compound=true;
                node [shape=box, style=rounded];
                edge [fontsize=10];
                "(start)" [shape=point, width=0.15, label=""];
                "closed" [label="closed", peripheries=2];
                subgraph "cluster_open" {
                    label="open\nentry / observeInputs\nexit / stopObservingInputs";
                    labeljust=l;
                    style="rounded,dashed";
                    "idle" [label="idle"];
                    "priced" [label="priced\nrevision: Int\ntotal: Decimal"];
                    "failed" [label="failed\nrevision: Int\nmessage: String"];
                    subgraph "cluster_fetching" {
            """#, in: dot)
        // `open on screenClosed -> closed`: one edge, not one per member of `open`.
        let closing = dot.split(separator: "\n").filter { $0.contains("open on screenClosed") }
        #expect(closing == [#"    "idle" -> "closed" [ltail="cluster_open", label="open on screenClosed"];"#])
    }

    @Test func entryAndExitAreListedInFullAtFullDetailAndMarkedBelowIt() throws {
        let machine = try ExampleSpecs.machine("pricing")
        let full = DOTEmitter.emit(machine, options: DiagramOptions())
        // A long line breaks after the slash, so the box stays narrow.
        Snippet.expect(
            #"""
                        "loading" [label="loading\nrevision: Int\nentry(revision) /\nfetchQuote(checkoutID, revision)"];
                        "waitingLonger" [label="waitingLonger\nrevision: Int\#
            \nentry(revision) [tracksSlowQuotes] /\nreportSlowQuote(revision)"];
            """#, in: full)
        let events = DOTEmitter.emit(machine, options: DiagramOptions(detail: .events))
        Snippet.expect(
            #"""
                    subgraph "cluster_fetching" {
                        label="fetching\nexit / cancelFetch";
                        labeljust=l;
                        style="rounded,dashed";
                        "loading" [label="loading\nrevision\nentry / fetchQuote"];
                        "waitingLonger" [label="waitingLonger\nrevision\nentry / reportSlowQuote"];
                    }
            """#, in: events)
    }

    @Test func aLongEntryLineBreaksBetweenItsEffects() throws {
        let spec = """
            machine Door
            initial closed
            state closed
            state opening(speed: Int)
            event open(speed: Int)
            effect startMotor(speed: Int)
            effect lightUp(speed: Int)
            entry opening(speed) / startMotor(speed), lightUp(speed)
            closed on open(speed) -> opening(speed)

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "door.sm", text: spec)).machine)
        Snippet.expect(
            #"""
                "opening" [label="opening\nspeed: Int\nentry(speed) /\nstartMotor(speed),\nlightUp(speed)"];
            """#, in: DOTEmitter.emit(machine, options: DiagramOptions()))
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
        Snippet.expect(
            """
                state "open · entry / observeInputs · exit / stopObservingInputs" as open {
                    state "idle" as s_idle
                    state "priced(revision: Int, total: Decimal)" as s_priced
                    state "failed(revision: Int, message: String)" as s_failed
                    state "fetching · exit / cancelFetch" as fetching {
                        state "loading(revision: Int)" as s_loading
                        s_loading : entry(revision) / fetchQuote(checkoutID, revision)
                        state "waitingLonger(revision: Int)" as s_waitingLonger
                        s_waitingLonger : entry(revision) [tracksSlowQuotes] / reportSlowQuote(revision)
                    }
                }
            """, in: mermaid)
        Snippet.expect("    open --> s_closed : open on screenClosed", in: mermaid)
    }

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed"))
    func graphvizDrawsTheClustersWithoutWarnings() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions()))
        #expect(svg.warnings == "")
        // Counted by hand from specs/pricing.sm: 6 states + start; 9 rows (the `after` row too), the
        // list row drawn once per listed state (3), + the start edge; the groups `open` and `fetching`.
        #expect(svg.count(ofClass: "node") == 7)
        #expect(svg.count(ofClass: "edge") == 8 + 3 + 1)
        #expect(svg.text.components(separatedBy: #"class="cluster""#).count - 1 == 2)
    }
}
