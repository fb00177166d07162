import StateMachineCompiler
import StateMachineLanguageServer
import Testing

/// `renamed from` in the editor: hover says what it does, and its words are keywords where
/// they mark a declaration or a field (and names elsewhere). Positions are 0-based lines and
/// UTF-16 characters, counted by hand.
@Suite struct FormerNameFeatureTests {
    static let spec = """
        machine Favorite
        context {
            account: String renamed from user
        }
        initial idle
        state idle
        state sending(postID: String renamed from articleID) renamed from saving
        event tapped(postID: String)
        event sent
        idle on tapped(p) -> sending(p)
        sending on sent -> idle

        """

    @Test func theSpecChecksCleanly() {
        var session = Session()
        #expect(session.open(Self.spec) == [])
    }

    @Test func hoverOnRenamedFromSaysWhatItReads() {
        var session = Session()
        session.open(Self.spec)
        // `renamed` of `renamed from saving` (line 6, from character 53).
        let onCase = session.at("textDocument/hover", line: 6, character: 55)["result"]
        #expect(
            onCase?["contents"]?["value"]
                == .string(
                    "`renamed from saving`: state `sending` was called `saving`. The generated `Codable` conformance also reads"
                        + " records written under `saving` (restored states, pending durable effects, stored values) and writes the"
                        + " new name; `diff` reports the change as migrated. Delete it once no record written before the rename can remain."
                ))
        #expect(onCase?["range"] == range(6, 53, 65))
        let onLabel = session.at("textDocument/hover", line: 6, character: 37)["result"]
        #expect(
            onLabel?["contents"]?["value"]?.string?.hasPrefix("`renamed from articleID`: payload label `postID` of state `sending`") == true
        )
        let onField = session.at("textDocument/hover", line: 2, character: 29)["result"]
        #expect(onField?["contents"]?["value"]?.string?.hasPrefix("`renamed from user`: context field `account` was called") == true)
    }

    @Test func semanticTokensMarkRenamedAndFromAsKeywords() {
        var session = Session()
        session.open(Self.spec)
        let result = session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri)]])["result"]
        let data = result?["data"]?.array?.compactMap(\.integer) ?? []
        var tokens: [[Int]] = []
        var (line, character) = (0, 0)
        for start in stride(from: 0, to: data.count - 4, by: 5) {
            character = data[start] == 0 ? character + data[start + 1] : data[start + 1]
            line += data[start]
            tokens.append([line, character, data[start + 2], data[start + 3]])
        }
        let keyword = 0
        for (line, character, length) in [(2, 20, 7), (2, 28, 4), (6, 29, 7), (6, 37, 4), (6, 53, 7), (6, 61, 4)] {
            #expect(tokens.contains([line, character, length, keyword]), "\(line):\(character)")
        }
    }
}
