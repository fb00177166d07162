import StateMachineLanguageServer
import Testing

/// The protocol ends a line at `\n`, `\r\n` and a lone `\r`; so does the server, in the
/// positions it reads and in those it sends. With a lone `\r` read as a space, a rename at
/// `busy` renamed `idle` and wrote into `event go`.
@Suite struct LineBreakTests {
    /// Lines 0 to 6: `machine M`, `initial idle`, `state idle`, `state busy`, `event go`, the rows.
    private static let lines = [
        "machine M", "initial idle", "state idle", "state busy", "event go", "idle on go -> busy", "busy on go -> idle",
    ]

    @Test(arguments: ["\r", "\r\n", "\n"])
    func aRenameFindsTheNameOnTheProtocolsLine(_ lineBreak: String) {
        var session = Session()
        // The first break is the one under test; the rest are plain `\n`.
        let text = Self.lines[0] + lineBreak + Self.lines.dropFirst().joined(separator: "\n") + "\n"
        #expect(session.open(text).array?.isEmpty == true)
        let rename = session.at("textDocument/rename", line: 3, character: 7, ["newName": "working"])["result"]
        #expect(rename?["changes"]?[session.uri]?.array?.map { $0["range"] } == [range(3, 6, 10), range(5, 14, 18), range(6, 0, 4)])
        #expect(session.at("textDocument/hover", line: 2, character: 7)["result"]?["range"] == range(2, 6, 10))
    }

    /// Every line ended by a lone `\r`: the diagnostic and the comment stop at their line's end.
    @Test func diagnosticsOfALoneCarriageReturnFileStandOnTheirLines() {
        var session = Session()
        let published = session.open("machine M\r// no busy here\rinitial idle\rstate idle\revent go\ridle on go -> busy\r")
        #expect(published.array?.map { $0["range"] } == [range(5, 14, 18)])
    }
}
