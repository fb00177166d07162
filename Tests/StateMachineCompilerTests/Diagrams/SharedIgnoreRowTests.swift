import StateMachineCompiler
import StateMachineDiagrams
import StateMachineTestSupport
import Testing

/// The checker's fix for a late answer is one `ignore` row for several states
/// (`idle, failed on finished ignore`). Each state draws it as its own loop or note, so the
/// label names the event only: the source list would make `idle`'s loop name `failed`, and
/// Mermaid's note (`ignores a, b on x, a, b on y`) would run the rows into one another.
@Suite struct SharedIgnoreRowTests {
    static let spec = """
        machine Upload
        initial idle
        state idle
        state uploading(uploadID: UUID)
        state failed
        group busy = uploading
        event start(uploadID: UUID)
        event finished(uploadID: UUID)
        event failedWith(uploadID: UUID)
        event cancel
        idle, failed on start(id) -> uploading(id)
        uploading(id) on finished(id) -> idle
        uploading(id) on failedWith(id) -> failed
        idle, failed on finished ignore
        idle, failed on failedWith ignore
        busy on cancel ignore

        """

    func machine() throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "shared.sm", text: Self.spec)).machine)
    }

    @Test func dotLabelsEachMembersLoopWithTheEventAlone() throws {
        let dot = DOTEmitter.emit(try machine(), options: DiagramOptions())
        // With a group, every label is a node (labels 1-4 are the moves); the loops come in row order, member by member.
        Snippet.expect(
            #"""
                "(label 5)" [shape=plaintext, fontsize=10, label="finished ignore", fontcolor=gray45];
                "(label 6)" [shape=plaintext, fontsize=10, label="finished ignore", fontcolor=gray45];
                "(label 7)" [shape=plaintext, fontsize=10, label="failedWith ignore", fontcolor=gray45];
                "(label 8)" [shape=plaintext, fontsize=10, label="failedWith ignore", fontcolor=gray45];
                "(label 9)" [shape=plaintext, fontsize=10, label="cancel ignore", fontcolor=gray45];
            """#, in: dot)
        Snippet.expect(
            #"""
                "idle" -> "(label 5)" [dir=none, style=dashed, color=gray45];
                "idle" -> "(label 5)" [dir=back, style=dashed, color=gray45];
                "failed" -> "(label 6)" [dir=none, style=dashed, color=gray45];
            """#, in: dot)
        // A move from a source list keeps the list: the edge leaves one member, and the label says the row is shared.
        Snippet.expect(
            #"""
                "(label 1)" [shape=plaintext, fontsize=10, label="idle, failed on start(id)\n-> uploading(id)"];
            """#, in: dot)
        #expect(!dot.contains("idle, failed on finished"))
    }

    @Test func mermaidNotesListTheIgnoredEventsOnly() throws {
        let mermaid = MermaidEmitter.emit(try machine(), options: DiagramOptions())
        Snippet.expect(
            """
                note right of s_idle : ignores finished, failedWith
                note right of s_failed : ignores finished, failedWith
                note right of busy : ignores cancel
            """, in: mermaid)
        Snippet.expect(
            """
                s_idle --> s_uploading : idle, failed on start(id) -> uploading(id)
                s_failed --> s_uploading : idle, failed on start(id) -> uploading(id)
            """, in: mermaid)
    }
}
