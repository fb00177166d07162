import StateMachineLanguageServer
import Testing

/// Positions count UTF-16 code units: `é` is one, `😀` two (a surrogate pair), though
/// they are two and four bytes in the UTF-8 the checker counts.
@Suite struct UTF16Tests {
    private let spec = "machine M\ncontext { s: String }\ninitial a\nstate a\nevent e\na on e [s == \"é😀\"] -> NAME\n"

    @Test func diagnosticRangesCountUTF16Units() {
        var session = Session()
        let published = session.open(spec.replacingOccurrences(of: "NAME", with: "zz"))
        #expect(published.array?.first?["range"] == range(5, 23, 25))
    }

    @Test func requestPositionsCountUTF16Units() {
        var session = Session()
        session.open(spec.replacingOccurrences(of: "NAME", with: "a"))
        #expect(session.at("textDocument/hover", line: 5, character: 23)["result"]?["contents"]?["value"] == "```sm\nstate a\n```")
        #expect(session.at("textDocument/hover", line: 5, character: 23)["result"]?["range"] == range(5, 23, 24))
        #expect(session.at("textDocument/hover", line: 5, character: 21)["result"] == .null)
        let rename = session.at("textDocument/rename", line: 5, character: 23, ["newName": "b"])["result"]
        #expect(
            rename?["changes"]?[session.uri]?.array?.map { $0["range"] } == [
                range(2, 8, 9), range(3, 6, 7), range(5, 0, 1), range(5, 23, 24),
            ])
    }
}
