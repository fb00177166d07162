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
        #expect(published.array?.count == 3)
        #expect(published.array?.allSatisfy { $0["code"] == "late-result-unhandled" } == true, "\(published)")
    }

    @Test func hoverOnAGroupShowsItsMembersAndProperty() {
        var session = session(pricing)
        #expect(
            session.at("textDocument/hover", line: 47, character: 3)["result"]?["contents"]?["value"]
                == "```sm\ngroup fetching = loading, waitingLonger\n```\n\n`state.isFetching` is true in `loading`, `waitingLonger`")
        #expect(
            session.at("textDocument/hover", line: 39, character: 7)["result"]?["contents"]?["value"]
                == "```sm\ngroup open = idle, fetching, priced, failed\n```\n\n`state.isOpen` is true in `idle`, `loading`, `waitingLonger`, `priced`, `failed`"
        )
        // A name bound by an entry declaration's pattern.
        #expect(
            session.at("textDocument/hover", line: 42, character: 50)["result"]?["contents"]?["value"]
                == "```sm\nrevision: Int\n```\n\nbound at line 43")
    }

    @Test func definitionAndReferencesFollowGroupsMembersAndEntryBindings() {
        var session = session(pricing)
        #expect(session.at("textDocument/definition", line: 55, character: 2)["result"]?["range"] == range(22, 6, 10))
        #expect(session.at("textDocument/definition", line: 42, character: 75)["result"]?["range"] == range(42, 14, 22))
        let fetching = session.at("textDocument/references", line: 21, character: 8, ["context": ["includeDeclaration": true]])["result"]
        #expect(
            fetching?.array?.map { $0["range"] } == [
                range(21, 6, 14), range(22, 19, 27), range(41, 5, 13), range(47, 0, 8), range(49, 0, 8),
            ])
        // A state is used as a group member, an entry and exit source, a row source and a target.
        let loading = session.at("textDocument/references", line: 14, character: 8, ["context": ["includeDeclaration": true]])["result"]
        #expect(
            loading?.array?.map { $0["range"] } == [
                range(14, 6, 13), range(21, 17, 24), range(42, 6, 13), range(43, 5, 12), range(46, 61, 68), range(47, 61, 68),
                range(48, 0, 7), range(50, 0, 7), range(52, 0, 7), range(54, 61, 68),
            ])
        // Each item of a source list is a use of its state.
        let idle = session.at("textDocument/references", line: 46, character: 1, ["context": ["includeDeclaration": false]])["result"]
        #expect(idle?.array?.map { $0["range"] } == [range(11, 8, 12), range(22, 13, 17), range(46, 0, 4)])
    }

    @Test func documentSymbolsListGroupsEntryExitAndSourceLists() {
        var session = session(pricing)
        let children =
            session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri)]])["result"]?
            .array?.first?["children"]?.array ?? []
        let contextStatesGroupsEventsEffectsEntryExitRows = 1 + 6 + 2 + 6 + 7 + 6 + 10
        #expect(children.count == contextStatesGroupsEventsEffectsEntryExitRows)
        #expect(children[7]["name"] == "fetching")
        #expect(children[7]["kind"] == 3)
        #expect(children[7]["range"] == range(21, 0, 39))
        #expect(
            children[22...27].map { $0["name"] } == [
                "entry open", "exit open", "exit fetching", "entry loading", "exit loading", "entry waitingLonger",
            ])
        #expect(children[28]["name"] == "idle, priced, failed on inputsChanged")
    }

    @Test func completionOffersGroupsWhereASourceFits() {
        let states: [JSON] = ["idle", "loading", "waitingLonger", "priced", "failed", "closed"]
        let effects: [JSON] = [
            "observeInputs", "stopObservingInputs", "fetchQuote", "cancelFetch", "startTimeout", "cancelTimeout", "reportSlowQuote",
        ]
        func labels(after line: String) -> [JSON]? {
            var session = self.session(pricing + line)
            return session.at("textDocument/completion", line: 56, character: line.utf16.count)["result"]?.array?.map {
                $0["label"] ?? .null
            }
        }
        #expect(
            labels(after: "") == ["machine", "context", "initial", "state", "event", "effect", "group", "entry", "exit", "during"] + states
                + [
                    "fetching", "open",
                ])
        #expect(labels(after: "group busy = ") == states + ["fetching", "open"])
        #expect(labels(after: "group busy = idle, ") == states + ["fetching", "open"])
        #expect(labels(after: "entry ") == states + ["fetching", "open"])
        #expect(labels(after: "exit fetching / ") == effects)
        #expect(
            labels(after: "entry loading(revision) [") == [
                "revision", "checkoutID", "timeoutSeconds", "tracksSlowQuotes", "true", "false", "nil",
            ])
        #expect(labels(after: "idle, ") == states + ["fetching", "open"])
        #expect(labels(after: "idle, priced ") == ["on", "after"])
        var session = self.session(pricing + "entry ")
        #expect(session.at("textDocument/completion", line: 56, character: 6)["result"]?.array?[1]["insertText"] == "loading(revision)")
    }

    @Test func renameCoversGroupsAndRefusesClashesInTheSharedNamespace() {
        var session = session(pricing)
        let group = session.at("textDocument/rename", line: 55, character: 1, ["newName": "visible"])["result"]
        #expect(
            group?["changes"]?[session.uri]?.array?.map { $0["range"] } == [
                range(22, 6, 10), range(39, 6, 10), range(40, 5, 9), range(55, 0, 4),
            ])
        for (line, character, name, message) in [
            (21, 7, "loading", "cannot rename 'fetching' to 'loading': a state 'loading' already exists"),
            (21, 7, "open", "cannot rename 'fetching' to 'open': a group 'open' already exists"),
            (21, 7, "Open", "cannot rename 'fetching' to 'Open': group 'open' already generates 'State.isOpen'"),
            (13, 7, "fetching", "cannot rename 'idle' to 'fetching': a group 'fetching' already exists"),
            (13, 7, "isOpen", "cannot rename 'idle' to 'isOpen': group 'open' generates 'State.isOpen'"),
        ] {
            #expect(
                session.at("textDocument/rename", line: line, character: character, ["newName": .string(name)])["error"]
                    == ["code": -32803, "message": .string(message)])
        }
        #expect(
            session.at("textDocument/rename", line: 21, character: 7, ["newName": "busy"])["result"]?["changes"]?[session.uri]?.array?.count
                == 5)
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
            tokens.filter { $0.line == 21 }
                == [
                    [21, 0, 5, keyword], [21, 6, 8, namespace], [21, 15, 1, operatorKind], [21, 17, 7, enumMember],
                    [21, 26, 13, enumMember],
                ].map(Span.init))
        #expect(
            tokens.filter { $0.line == 39 }
                == [[39, 0, 5, keyword], [39, 6, 4, namespace], [39, 11, 1, operatorKind], [39, 13, 13, function]].map(Span.init))
        #expect(
            Array(tokens.filter { $0.line == 46 }.prefix(3))
                == [[46, 0, 4, enumMember], [46, 6, 6, enumMember], [46, 14, 6, enumMember]].map(Span.init))
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
