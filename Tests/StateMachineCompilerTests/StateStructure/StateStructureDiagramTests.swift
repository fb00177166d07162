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
        // `open on screenClosed -> closed`: one edge, not one per member of `open`, through
        // its label (the 11th edge drawn), which sits outside `open` since the edge leaves it.
        let closing = dot.split(separator: "\n").filter { $0.contains("(label 11)") }
        #expect(
            closing == [
                #"    "(label 11)" [shape=plaintext, fontsize=10, label="open on screenClosed"];"#,
                #"    "idle" -> "(label 11)" [dir=none, ltail="cluster_open"];"#,
                #"    "(label 11)" -> "closed";"#,
            ])
    }

    @Test func entryAndExitAreListedInFullAtFullDetailAndMarkedBelowIt() throws {
        let machine = try ExampleSpecs.machine("pricing")
        let full = DOTEmitter.emit(machine, options: DiagramOptions())
        // A long line breaks after the slash, so the box stays narrow; the pattern's `revision` binds
        // the field `revision`, which the node lists, so the line names no pattern.
        Snippet.expect(
            #"""
                        "loading" [label="loading\nrevision: Int\nentry / fetchQuote(checkoutID, revision)"];
                        "waitingLonger" [label="waitingLonger\nrevision: Int\#
            \nentry [tracksSlowQuotes] /\nreportSlowQuote(revision)"];
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
                        "(label 5)" [shape=plaintext, fontsize=10, label="after 5s"];
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
                "opening" [label="opening\nspeed: Int\nentry /\nstartMotor(speed),\nlightUp(speed)"];
            """#, in: DOTEmitter.emit(machine, options: DiagramOptions()))
    }

    @Test func clusterTitlesSitTopLeftAndBackEdgesLeaveTheRankingAlone() throws {
        let dot = DOTEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions())
        #expect(dot.contains("        label=\"open\\nentry / observeInputs\\nexit / stopObservingInputs\";\n        labeljust=l;\n"))
        // Each label is a node in the innermost cluster holding both ends: `after 5s` runs
        // inside `fetching`, `retryTapped` from `failed` to `loading` inside `open` only.
        Snippet.expect(
            #"""
                        "(label 5)" [shape=plaintext, fontsize=10, label="after 5s\n-> waitingLonger(revision)"];
                    }
            """#, in: dot)
        Snippet.expect(#"        "(label 10)" [shape=plaintext, fontsize=10, label="retryTapped\n-> loading(revision)"];"#, in: dot)
        // idle is where the flow starts; priced and failed lie two rows from idle, loading one:
        // their way back to loading is written from loading and drawn backwards, so it ranks
        // like the forward edges.
        Snippet.expect(
            #"""
                "idle" -> "(label 1)" [dir=none];
                "(label 1)" -> "loading";
                "loading" -> "(label 2)" [dir=back];
                "(label 2)" -> "priced" [dir=none];
            """#, in: dot)
        Snippet.expect(
            #"""
                "loading" -> "(label 10)" [dir=back];
                "(label 10)" -> "failed" [dir=none];
            """#, in: dot)
    }

    /// The start edge's label (the initial values) is a node too, beside the start point.
    @Test func theStartEdgesLabelIsANodeBesideGroups() throws {
        let text = """
            machine Counter
            initial counting(0)
            state counting(count: Int)
            state stopped final
            group active = counting
            event stop
            active on stop -> stopped

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "counter.sm", text: text)).machine)
        Snippet.expect(
            #"""
                    "counting" [label="counting\ncount: Int"];
                }
                "(label 1)" [shape=plaintext, fontsize=10, label="(0)"];
                "(label 2)" [shape=plaintext, fontsize=10, label="active on stop"];
                "(start)" -> "(label 1)" [dir=none];
                "(label 1)" -> "counting";
                "counting" -> "(label 2)" [dir=none, ltail="cluster_active"];
                "(label 2)" -> "stopped";
            }
            """#, in: DOTEmitter.emit(machine, options: DiagramOptions()))
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
                        s_loading : entry / fetchQuote(checkoutID, revision)
                        state "waitingLonger(revision: Int)" as s_waitingLonger
                        s_waitingLonger : entry [tracksSlowQuotes] / reportSlowQuote(revision)
                    }
                }
            """, in: mermaid)
        Snippet.expect("    open --> s_closed : open on screenClosed", in: mermaid)
    }

    /// Below full detail Mermaid keeps a short mark of each entry and exit, as DOT does: the
    /// effects' names, no patterns, arguments or guards.
    @Test func mermaidMarksEntryAndExitBelowFullDetail() throws {
        let mermaid = MermaidEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions(detail: .events))
        Snippet.expect(
            """
                state "open · entry / observeInputs · exit / stopObservingInputs" as open {
                    state "idle" as s_idle
                    state "priced(revision, total)" as s_priced
                    state "failed(revision, message)" as s_failed
                    state "fetching · exit / cancelFetch" as fetching {
                        state "loading(revision)" as s_loading
                        s_loading : entry / fetchQuote
                        state "waitingLonger(revision)" as s_waitingLonger
                        s_waitingLonger : entry / reportSlowQuote
                    }
                }
            """, in: mermaid)
    }

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed"))
    func graphvizDrawsTheClustersWithoutWarnings() throws {
        let svg = try SVG(rendering: DOTEmitter.emit(try ExampleSpecs.machine("pricing"), options: DiagramOptions()))
        #expect(svg.warnings == "")
        // Counted by hand from specs/pricing.sm: 6 states + start; 9 rows (the `after` row too),
        // the list row drawn once per listed state (3), + the start edge; the groups `open` and
        // `fetching`. Beside groups every row's label is a node (8 + 3 of them) and its edge two halves.
        #expect(svg.count(ofClass: "node") == 7 + 8 + 3)
        #expect(svg.count(ofClass: "edge") == 2 * (8 + 3) + 1)
        #expect(svg.text.components(separatedBy: #"class="cluster""#).count - 1 == 2)
    }
}
