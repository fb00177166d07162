import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// A group inside a region nests in the region's cluster or composite, as a group nests today;
/// a final state's end lies in its region.
@Suite struct RegionGroupDiagramTests {
    static let spec = """
        machine M
        state a
        state b
        state c
        state x
        state done final
        group g = b, c
        region one = a, g
        region two = x, done
        event e
        initial a, x
        a on e -> b
        x on e -> done

        """

    static func machine() throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "m.sm", text: spec)).machine)
    }

    /// `g` is a rounded cluster inside the square one of `one`; the edge's label lies in `one`,
    /// the innermost cluster that holds `a` and `b`.
    @Test func dotNestsTheGroupInItsRegionsCluster() throws {
        Snippet.expect(
            #"""
                subgraph "cluster_two" {
                    label="two";
                    labeljust=l;
                    style=dashed;
                    "(start two)" [shape=point, width=0.15, label=""];
                    "x" [label="x"];
                    "done" [label="done", peripheries=2];
                    "(label 2)" [shape=plaintext, fontsize=10, label="e"];
                }
                subgraph "cluster_one" {
                    label="one";
                    labeljust=l;
                    style=dashed;
                    "(start one)" [shape=point, width=0.15, label=""];
                    "a" [label="a"];
                    subgraph "cluster_g" {
                        label="g";
                        labeljust=l;
                        style="rounded,dashed";
                        "b" [label="b"];
                        "c" [label="c"];
                    }
                    "(label 1)" [shape=plaintext, fontsize=10, label="e"];
                }
            """#, in: DOTEmitter.emit(try Self.machine(), options: DiagramOptions()))
    }

    @Test func mermaidNestsTheGroupInItsRegionsComposite() throws {
        Snippet.expect(
            """
                state M {
                    state one {
                        state "a" as s_a
                        state g {
                            state "b" as s_b
                            state "c" as s_c
                        }
                        [*] --> s_a
                    }
                    --
                    state two {
                        state "x" as s_x
                        state "done" as s_done
                        [*] --> s_x
                        s_done --> [*]
                    }
                }
                s_a --> s_b : e
                s_x --> s_done : e
            """, in: MermaidEmitter.emit(try Self.machine(), options: DiagramOptions()))
    }
}
