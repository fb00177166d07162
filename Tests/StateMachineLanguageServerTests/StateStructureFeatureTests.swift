import StateMachineCompiler
import StateMachineLanguageServer
import StateMachineTestSupport
import Testing

/// Requests on specs/pricing.sm, the example with groups, entry and exit declarations and a
/// source list; positions are 0-based lines and UTF-16 characters, counted by hand.
@Suite struct StateStructureFeatureTests {
    private let pricing = (try? ExampleSpecs.text("pricing")) ?? ""

    private func session(_ text: String) -> Session {
        var session = Session()
        session.open(text)
        return session
    }

    /// No error, and no warning but the late answers the README judges.
    @Test func pricingChecksCleanly() {
        var session = Session()
        let published = session.open(pricing)
        #expect(published.array?.count == 2)
        #expect(published.array?.allSatisfy { $0["code"] == "late-result-unhandled" } == true, "\(published)")
    }

    @Test func hoverOnAGroupShowsItsMembersAndProperty() {
        var session = session(pricing)
        #expect(
            session.at("textDocument/hover", line: 44, character: 3)["result"]?["contents"]?["value"]
                == "```sm\ngroup fetching = loading, waitingLonger\n```\n\n`state.isFetching` is true in `loading`, `waitingLonger`")
        #expect(
            session.at("textDocument/hover", line: 37, character: 7)["result"]?["contents"]?["value"]
                == "```sm\ngroup open = idle, fetching, priced, failed\n```\n\n`state.isOpen` is true in `idle`, `loading`, `waitingLonger`, `priced`, `failed`"
        )
        // A name bound by an entry declaration's pattern.
        #expect(
            session.at("textDocument/hover", line: 40, character: 50)["result"]?["contents"]?["value"]
                == "```sm\nrevision: Int\n```\n\nbound at line 41")
    }

    @Test func definitionAndReferencesFollowGroupsMembersAndEntryBindings() {
        var session = session(pricing)
        #expect(session.at("textDocument/definition", line: 51, character: 2)["result"]?["range"] == range(23, 6, 10))
        #expect(session.at("textDocument/definition", line: 40, character: 50)["result"]?["range"] == range(40, 14, 22))
        let fetching = session.at("textDocument/references", line: 22, character: 8, ["context": ["includeDeclaration": true]])["result"]
        #expect(
            fetching?.array?.map { $0["range"] } == [
                range(22, 6, 14), range(23, 19, 27), range(39, 5, 13), range(44, 0, 8),
            ])
        // A state is used as a group member, an entry and exit source, a row source and a target.
        let loading = session.at("textDocument/references", line: 15, character: 8, ["context": ["includeDeclaration": true]])["result"]
        #expect(
            loading?.array?.map { $0["range"] } == [
                range(15, 6, 13), range(22, 17, 24), range(40, 6, 13), range(43, 61, 68), range(44, 61, 68), range(45, 0, 7),
                range(46, 0, 7), range(48, 0, 7), range(50, 61, 68),
            ])
        // Each item of a source list is a use of its state.
        let idle = session.at("textDocument/references", line: 43, character: 1, ["context": ["includeDeclaration": false]])["result"]
        #expect(idle?.array?.map { $0["range"] } == [range(12, 8, 12), range(23, 13, 17), range(43, 0, 4)])
    }

    @Test func documentSymbolsListGroupsEntryExitAndSourceLists() {
        var session = session(pricing)
        let children =
            session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri)]])["result"]?
            .array?.first?["children"]?.array ?? []
        let contextStatesGroupsEventsEffectsEntryExitRows = 1 + 6 + 2 + 5 + 5 + 5 + 9
        #expect(children.count == contextStatesGroupsEventsEffectsEntryExitRows)
        #expect(children[7]["name"] == "fetching")
        #expect(children[7]["kind"] == 3)
        #expect(children[7]["range"] == range(22, 0, 39))
        #expect(
            children[19...23].map { $0["name"] } == [
                "entry open", "exit open", "exit fetching", "entry loading", "entry waitingLonger",
            ])
        #expect(children[24]["name"] == "idle, priced, failed on inputsChanged")
    }

    @Test func completionOffersGroupsWhereASourceFits() {
        let states: [JSON] = ["idle", "loading", "waitingLonger", "priced", "failed", "closed"]
        let effects: [JSON] = [
            "observeInputs", "stopObservingInputs", "fetchQuote", "cancelFetch", "reportSlowQuote",
        ]
        func labels(after line: String) -> [JSON]? {
            var session = self.session(pricing + line)
            return session.at("textDocument/completion", line: 52, character: line.utf16.count)["result"]?.array?.map {
                $0["label"] ?? .null
            }
        }
        #expect(
            labels(after: "") == [
                "machine", "context", "initial", "state", "event", "effect", "group", "entry", "exit", "during", "region", "history",
                "deep",
            ] + states
                + [
                    "fetching", "open",
                ])
        #expect(labels(after: "group busy = ") == states + ["fetching", "open"])
        #expect(labels(after: "group busy = idle, ") == states + ["fetching", "open"])
        #expect(labels(after: "entry ") == states + ["fetching", "open"])
        #expect(labels(after: "exit fetching / ") == effects)
        #expect(
            labels(after: "entry loading(revision) [") == [
                "revision", "checkoutID", "tracksSlowQuotes", "true", "false", "nil",
            ])
        #expect(labels(after: "idle, ") == states + ["fetching", "open"])
        #expect(labels(after: "idle, priced ") == ["on", "after", "always", "done"])
        var session = self.session(pricing + "entry ")
        #expect(session.at("textDocument/completion", line: 52, character: 6)["result"]?.array?[1]["insertText"] == "loading(revision)")
    }

    @Test func renameCoversGroupsAndRefusesClashesInTheSharedNamespace() {
        var session = session(pricing)
        let group = session.at("textDocument/rename", line: 51, character: 1, ["newName": "visible"])["result"]
        #expect(
            group?["changes"]?[session.uri]?.array?.map { $0["range"] } == [
                range(23, 6, 10), range(37, 6, 10), range(38, 5, 9), range(51, 0, 4),
            ])
        for (line, character, name, message) in [
            (22, 7, "loading", "cannot rename 'fetching' to 'loading': a state 'loading' already exists"),
            (22, 7, "open", "cannot rename 'fetching' to 'open': a group 'open' already exists"),
            (22, 7, "Open", "cannot rename 'fetching' to 'Open': group 'open' already generates 'State.isOpen'"),
            (14, 7, "fetching", "cannot rename 'idle' to 'fetching': a group 'fetching' already exists"),
            (14, 7, "isOpen", "cannot rename 'idle' to 'isOpen': group 'open' generates 'State.isOpen'"),
        ] {
            #expect(
                session.at("textDocument/rename", line: line, character: character, ["newName": .string(name)])["error"]
                    == ["code": -32803, "message": .string(message)])
        }
        #expect(
            session.at("textDocument/rename", line: 22, character: 7, ["newName": "busy"])["result"]?["changes"]?[session.uri]?.array?.count
                == 4)
    }

    @Test func semanticTokensMarkDeclarationWordsAndGroups() {
        var session = session(pricing)
        let tokens = decoded(session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri)]]))
        let keyword = 0
        let enumMember = 2
        let function = 4
        let operatorKind = 10
        let namespace = 11
        #expect(
            tokens.filter { $0.line == 22 }
                == [
                    [22, 0, 5, keyword], [22, 6, 8, namespace], [22, 15, 1, operatorKind], [22, 17, 7, enumMember],
                    [22, 26, 13, enumMember],
                ].map(Span.init))
        #expect(
            tokens.filter { $0.line == 37 }
                == [[37, 0, 5, keyword], [37, 6, 4, namespace], [37, 11, 1, operatorKind], [37, 13, 13, function]].map(Span.init))
        #expect(
            Array(tokens.filter { $0.line == 43 }.prefix(3))
                == [[43, 0, 4, enumMember], [43, 6, 6, enumMember], [43, 14, 6, enumMember]].map(Span.init))
        // Where `entry` is a state's name, written before the word existed, it stays a name.
        var old = self.session("machine M\ninitial entry\nstate entry\nevent e\nentry on e -> entry\n")
        let oldTokens = decoded(old.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(old.uri)]]))
        #expect(oldTokens.first { $0.line == 4 } == Span([4, 0, 5, enumMember]))
    }

    private struct Span: Equatable {
        let line, character, length, kind: Int
        init(_ values: [Int]) { (line, character, length, kind) = (values[0], values[1], values[2], values[3]) }
    }

    /// The protocol's relative encoding turned back into absolute positions.
    private func decoded(_ response: JSON) -> [Span] {
        let data = response["result"]?["data"]?.array?.compactMap(\.integer) ?? []
        var spans: [Span] = []
        var (line, character) = (0, 0)
        for start in stride(from: 0, to: data.count - 4, by: 5) {
            if data[start] != 0 { character = 0 }
            line += data[start]
            character += data[start + 1]
            spans.append(Span([line, character, data[start + 2], data[start + 3]]))
        }
        return spans
    }
}
