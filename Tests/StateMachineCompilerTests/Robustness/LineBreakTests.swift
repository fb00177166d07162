import StateMachineCompiler
import Testing

/// A line ends at `\n`, `\r\n` or a lone `\r`, as for Swift and the Language Server Protocol,
/// so the line of a diagnostic, an editor's cursor and a generated `#sourceLocation` agree.
@Suite struct LineBreakTests {
    @Test func eachKindOfBreakEndsOneLine() {
        let file = SourceFile(path: "breaks.sm", text: "a\rb\r\nc\nd")
        // Offsets 0 `a`, 2 `b`, 5 `c`, 7 `d`; the `\n` of `\r\n` (4) is still line 2.
        #expect([0, 1, 2, 4, 5, 7].map { file.location(of: $0).description } == ["1:1", "1:2", "2:1", "2:3", "3:1", "4:1"])
        #expect([1, 2, 3, 4, 5].map(file.startOfLine) == [0, 2, 5, 7, nil])
    }

    /// A lone `\r` ends a comment and a declaration: `state busy` after it is declared, and
    /// the error about `zz` stands on line 5, at the column of its own line.
    @Test func aLoneCarriageReturnEndsACommentAndALine() {
        let file = SourceFile(path: "cr.sm", text: "machine M\rinitial idle // busy next\rstate busy\revent go\rbusy on go -> zz\r")
        let rendered = DiagnosticRenderer.render(Pipeline.check(file).diagnostics, in: file)
        #expect(rendered.hasPrefix("cr.sm:2:9: error: unknown state 'idle'"), "\(rendered)")
        #expect(rendered.contains("\ncr.sm:5:15: error: unknown state 'zz'"), "\(rendered)")
    }
}
