import StateMachineCompiler
import StateMachineLanguageServer
import Testing

/// Requests on a machine with two regions; positions are 0-based lines and UTF-16 characters,
/// counted by hand.
@Suite struct RegionFeatureTests {
    static let spec = """
        machine ArticleList
        state notLoaded
        state loading(requestID: Int)
        state loaded(count: Int)
        state idle
        state refreshing(requestID: Int)
        event opened(requestID: Int)
        event pulled(requestID: Int)
        event answered(requestID: Int, count: Int)
        event reset
        region content = notLoaded, loading, loaded
        region refresh = idle, refreshing
        initial notLoaded, idle
        notLoaded on opened(id) -> loading(id)
        loading(id) on answered(id, count) -> loaded(count)
        loaded on reset -> notLoaded
        idle on pulled(id) [in(loaded)] -> refreshing(id)
        refreshing(id) on answered(id, _) -> idle
        content on answered ignore
        refresh on reset ignore

        """

    private func session(_ text: String = Self.spec) -> Session {
        var session = Session()
        session.open(text)
        return session
    }

    @Test func theSpecChecksCleanly() {
        var session = Session()
        #expect(session.open(Self.spec) == [])
    }

    @Test func hoverOnARegionSaysWhatItsPropertyHolds() {
        var session = session()
        let expected = JSON.string(
            "```sm\nregion content = notLoaded, loading, loaded\n```\n\n"
                + "`state.content` is one of `notLoaded`, `loading`, `loaded`: the machine is in one state of each region at once")
        #expect(session.at("textDocument/hover", line: 10, character: 9)["result"]?["contents"]?["value"] == expected)
        #expect(session.at("textDocument/hover", line: 18, character: 2)["result"]?["contents"]?["value"] == expected)
    }

    @Test func hoverOnInSaysWhatItReads() {
        var session = session()
        let hover = session.at("textDocument/hover", line: 16, character: 21)["result"]
        #expect(
            hover?["contents"]?["value"]
                == .string(
                    "`in(loaded)`: true while the region holding `loaded` is in it, as it was before this event: "
                        + "every region chooses its row against the state before the event. It reads another region than the row's own."))
        #expect(hover?["range"] == range(16, 20, 22))
    }

    @Test func definitionOfARegionIsItsDeclaration() {
        var session = session()
        #expect(session.at("textDocument/definition", line: 18, character: 3)["result"]?["range"] == range(10, 7, 14))
        #expect(session.at("textDocument/definition", line: 19, character: 3)["result"]?["range"] == range(11, 7, 14))
    }

    /// The edits' ranges of a rename at the position, in source order.
    private func renamed(_ session: inout Session, line: Int, character: Int, to name: String) -> [JSON] {
        let result = session.at("textDocument/rename", line: line, character: character, ["newName": .string(name)])["result"]
        return (result?["changes"]?[session.uri]?.array ?? []).filter { $0["newText"] == .string(name) }.map { $0["range"] ?? .null }
    }

    @Test func renameOfARegionEditsItsDeclarationAndEveryUse() {
        var session = session()
        #expect(renamed(&session, line: 18, character: 1, to: "body") == [range(10, 7, 14), range(18, 0, 7)])
    }

    /// A state of a region is renamed in the region, in the `initial` list, as a source, a target and in `in(...)`.
    @Test func renameOfARegionsStateEditsTheRegionTheInitialListAndInTests() {
        var session = session()
        #expect(
            renamed(&session, line: 4, character: 7, to: "waiting") == [
                range(4, 6, 10), range(11, 17, 21), range(12, 19, 23), range(16, 0, 4), range(17, 37, 41),
            ])
        #expect(
            renamed(&session, line: 16, character: 25, to: "shown") == [
                range(3, 6, 12), range(10, 37, 43), range(14, 38, 44), range(15, 0, 6), range(16, 23, 29),
            ])
    }

    @Test func semanticTokensColourRegionsAndIn() {
        var session = session()
        let result = session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri)]])["result"]
        let data = result?["data"]?.array?.compactMap(\.integer) ?? []
        // Decoded to absolute `line, character, length, kind`.
        var tokens: [[Int]] = []
        var (line, character) = (0, 0)
        for start in stride(from: 0, to: data.count - 4, by: 5) {
            character = data[start] == 0 ? character + data[start + 1] : data[start + 1]
            line += data[start]
            tokens.append([line, character, data[start + 2], data[start + 3]])
        }
        let keyword = 0
        let namespace = 11
        #expect(tokens.contains([10, 0, 6, keyword]))
        #expect(tokens.contains([10, 7, 7, namespace]))
        #expect(tokens.contains([18, 0, 7, namespace]))
        #expect(tokens.contains([16, 20, 2, keyword]))
    }

    @Test func documentSymbolsShowRegionsAsContainersOfTheirMembers() {
        var session = session()
        let children =
            session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri)]])["result"]?
            .array?.first?["children"]?.array ?? []
        let content = children.first { $0["name"] == "content" }
        #expect(content?["kind"] == 3)
        #expect(content?["range"] == range(10, 0, 43))
        #expect(content?["children"]?.array?.map { $0["name"] } == ["notLoaded", "loading", "loaded"])
        #expect(content?["children"]?.array?.map { $0["kind"] } == [22, 22, 22])
        #expect(content?["children"]?.array?.map { $0["selectionRange"] } == [range(10, 17, 26), range(10, 28, 35), range(10, 37, 43)])
    }

    /// The quick fixes offered for the spec's diagnostics, each as its title, its first edit's range and its text.
    private func quickFixes(for text: String) -> [JSON] {
        var opened = Session()
        let published = opened.open(text).array ?? []
        return published.flatMap { diagnostic in
            let params: JSON = [
                "textDocument": ["uri": .string(opened.uri)], "range": diagnostic["range"] ?? .null,
                "context": ["diagnostics": [diagnostic]],
            ]
            let actions = opened.request("textDocument/codeAction", params)["result"]?.array ?? []
            return actions.map { action in
                let edit = action["edit"]?["changes"]?[opened.uri]?.array?.first
                return JSON.array([action["title"] ?? .null, edit?["range"] ?? .null, edit?["newText"] ?? .null])
            }
        }
    }

    @Test func anInitialMissingARegionIsFixedByItsFirstState() {
        let text = Self.spec.replacingOccurrences(of: "initial notLoaded, idle", with: "initial notLoaded")
        #expect(quickFixes(for: text) == [["start region 'refresh' in 'idle'", range(12, 17, 17), ", idle"]])
    }

    @Test func aStateInNoRegionIsAddedToARegion() {
        let text = Self.spec.replacingOccurrences(of: "region refresh = idle, refreshing", with: "region refresh = idle")
        #expect(
            quickFixes(for: text) == [
                ["add 'refreshing' to region 'content'", range(10, 43, 43), ", refreshing"],
                ["add 'refreshing' to region 'refresh'", range(11, 21, 21), ", refreshing"],
            ])
    }
}
