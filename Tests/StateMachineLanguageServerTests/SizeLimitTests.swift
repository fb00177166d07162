import StateMachineLanguageServer
import Testing

/// A document over the spec limit (4 MB) is not read, as `check` does not read such a file:
/// one error at its start, and no highlighting. At 48 MB of rows the server had used 8 GB.
@Suite struct SizeLimitTests {
    @Test func aDocumentOverTheLimitIsOneErrorAndNoTokens() {
        var session = Session()
        // A row a line, each declaring nothing the checker knows: read, they would be errors and tokens.
        let row = "s on e -> t\n"
        let text = "machine M\n" + String(repeating: row, count: (4 << 20) / row.utf8.count)
        #expect(text.utf8.count > 4 << 20)
        let published = session.open(text)
        #expect(published.array?.count == 1)
        #expect(published.array?.first?["range"] == range(0, 0, 0))
        #expect(published.array?.first?["message"] == "cannot read spec: it is larger than 4 MB")
        let tokens = session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri)]])
        #expect(tokens["result"]?["data"] == [])
    }
}
