import Foundation
import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// `diff --dot` and `--mermaid`: the new machine drawn with the changes marked.
@Suite struct DiffDiagramTests {
    static let old = """
        machine Light
        initial off
        state off
        state on_
        state dim
        event flip
        event dimmer
        effect click
        off on flip -> on_
        off on dimmer ignore
        on_ on flip -> off
        on_ on dimmer -> dim
        dim on flip -> off

        """

    static let new = """
        machine Light
        initial off
        state off
        state on_
        state blinking
        event flip
        event dimmer
        effect click
        off on flip -> on_ / click
        on_ on flip -> off
        on_ on dimmer -> blinking
        blinking on flip -> off

        """

    func highlighted() throws -> (machine: Machine, highlights: DiffHighlights) {
        let oldResult = Pipeline.check(SourceFile(path: "old.sm", text: Self.old))
        let newResult = Pipeline.check(SourceFile(path: "light.sm", text: Self.new))
        let diff = try #require(MachineDiff.compare(old: oldResult, new: newResult))
        let oldMachine = try #require(oldResult.machine)
        let newMachine = try #require(newResult.machine)
        return (newMachine, DiffHighlights(diff, old: oldMachine, new: newMachine))
    }

    @Test func dotMarksAddedChangedAndRemovedStatesAndMoves() throws {
        let (machine, highlights) = try highlighted()
        let dot = DOTEmitter.emit(machine, highlights: highlights)
        let green = "color=green4, fontcolor=green4, penwidth=2"
        let orange = "color=darkorange2, fontcolor=darkorange2, penwidth=2"
        for line in [
            "    \"off\" [label=\"off\"];",
            "    \"blinking\" [label=\"blinking\", \(green)];",
            "    \"off\" -> \"on_\" [label=\"flip\\n/ click\", \(orange)];",
            // Edges back towards the start are written forwards and drawn backwards (`dir=back`).
            "    \"off\" -> \"on_\" [label=\"flip\", dir=back];",
            "    \"on_\" -> \"blinking\" [label=\"dimmer\", \(green)];",
            "    \"off\" -> \"blinking\" [label=\"flip\", dir=back, \(green)];",
            "    \"dim\" [label=\"dim\", style=\"rounded,dashed\", color=red3, fontcolor=red3];",
            "    \"on_\" -> \"dim\" [label=\"dimmer\", style=dashed, color=red3, fontcolor=red3];",
            "    \"off\" -> \"off\" [label=\"dimmer ignore\", style=dashed, color=red3, fontcolor=red3];",
        ] {
            #expect(dot.contains(line + "\n"), "missing: \(line)\n\(dot)")
        }
    }

    @Test(.enabled(if: GraphvizRenderer.locateDot() != nil, "Graphviz 'dot' is not installed: apt-get install graphviz"))
    func theHighlightedDOTRendersInGraphviz() throws {
        let (machine, highlights) = try highlighted()
        let output = try GraphvizRenderer.render(dot: DOTEmitter.emit(machine, highlights: highlights), format: .svg)
        #expect(output.warnings == "")
        let svg = String(decoding: output.image, as: UTF8.self)
        #expect(svg.contains("<title>dim</title>"))
        #expect(svg.contains("<title>on_&#45;&gt;dim</title>"))
        #expect(svg.contains("stroke-dasharray"))
    }

    static let groupedOld = """
        machine Upload
        initial idle
        state idle
        state sending
        state waiting
        state done final
        group busy = sending, waiting
        event start
        event sent
        event finished
        event cancel
        effect log
        idle on start -> sending
        sending on sent -> waiting
        waiting on finished -> done
        busy on cancel -> idle

        """

    /// `sent` gains an effect and `busy on cancel` goes away.
    static let groupedNew = """
        machine Upload
        initial idle
        state idle
        state sending
        state waiting
        state done final
        group busy = sending, waiting
        event start
        event sent
        event finished
        event cancel
        effect log
        idle on start -> sending
        sending on sent -> waiting / log
        waiting on finished -> done

        """

    /// Beside groups labels are nodes: a marked row colours both halves of its edge and its
    /// label's text; a removed move runs through a red label beside the new machine.
    @Test func dotMarksEdgesDrawnThroughLabelNodes() throws {
        let oldResult = Pipeline.check(SourceFile(path: "old.sm", text: Self.groupedOld))
        let newResult = Pipeline.check(SourceFile(path: "upload.sm", text: Self.groupedNew))
        let diff = try #require(MachineDiff.compare(old: oldResult, new: newResult))
        let (old, new) = (try #require(oldResult.machine), try #require(newResult.machine))
        let dot = DOTEmitter.emit(new, highlights: DiffHighlights(diff, old: old, new: new))
        Snippet.expect(
            #"""
                    "waiting" [label="waiting"];
                    "(label 2)" [shape=plaintext, fontsize=10, label="sent\n/ log", fontcolor=darkorange2];
                }
            """#, in: dot)
        // Both moves to idle ran back towards the start: written from idle, drawn backwards.
        Snippet.expect(
            #"""
                "(label 1)" [shape=plaintext, fontsize=10, label="start"];
                "(label 3)" [shape=plaintext, fontsize=10, label="finished"];
                "(label 4)" [shape=plaintext, fontsize=10, label="cancel", fontcolor=red3];
                "(label 5)" [shape=plaintext, fontsize=10, label="cancel", fontcolor=red3];
                "(start)" -> "idle";
                "idle" -> "(label 1)" [dir=none];
                "(label 1)" -> "sending";
                "sending" -> "(label 2)" [dir=none, color=darkorange2, penwidth=2];
                "(label 2)" -> "waiting" [color=darkorange2, penwidth=2];
                "waiting" -> "(label 3)" [dir=none];
                "(label 3)" -> "done";
                "idle" -> "(label 4)" [dir=back, style=dashed, color=red3];
                "(label 4)" -> "sending" [dir=none, style=dashed, color=red3];
                "idle" -> "(label 5)" [dir=back, style=dashed, color=red3];
                "(label 5)" -> "waiting" [dir=none, style=dashed, color=red3];
            }
            """#, in: dot)
        if GraphvizRenderer.locateDot() != nil {
            #expect(try GraphvizRenderer.render(dot: dot, format: .svg).warnings == "")
        }
    }

    @Test func mermaidColoursStatesAndLabelsMoves() throws {
        let (machine, highlights) = try highlighted()
        let mermaid = MermaidEmitter.emit(machine, highlights: highlights)
        for line in [
            "    s_off --> s_on_ : changed#58; flip / click",
            "    s_on_ --> s_blinking : added#58; dimmer",
            "    state \"dim\" as removed_dim",
            "    s_on_ --> removed_dim : removed#58; dimmer",
            "    s_off --> s_off : removed#58; dimmer ignore",
            "    class s_blinking added",
            "    class removed_dim removed",
        ] {
            #expect(mermaid.contains(line + "\n"), "missing: \(line)\n\(mermaid)")
        }
    }
}
