import StateMachineCompiler
import StateMachineLanguageServer
import StateMachineTestSupport
import Testing

/// Requests on specs/checkout.sm; positions are 0-based lines and UTF-16 characters,
/// counted by hand from the spec.
@Suite struct FeatureTests {
    private let checkout = (try? ExampleSpecs.text("checkout")) ?? ""

    private func session(_ text: String) -> Session {
        var session = Session()
        session.open(text)
        return session
    }

    @Test func diagnosticsAreWhatCheckReports() {
        var session = Session()
        let text = checkout.replacingOccurrences(of: "-> draft", with: "-> draf")
        let published = session.open(text)
        #expect(
            published == [
                [
                    "range": range(36, 58, 62), "severity": 1, "code": "unknown-name", "source": "statemachine-gen",
                    "message": "unknown state 'draf'; did you mean 'draft'?",
                    "relatedInformation": [
                        ["location": ["uri": .string(session.uri), "range": range(12, 6, 11)], "message": "'draft' declared here"]
                    ],
                ]
            ])
        let checked = Pipeline.check(SourceFile(path: "test.sm", text: text)).diagnostics
        #expect(published.array?.map { $0["message"] } == checked.map { .string($0.message) })
        let fixed = session.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(session.uri), "version": 2], "contentChanges": [["text": .string(checkout)]],
            ])
        // Fixed: what is left are checkout's judged late answers, warnings as `check` reports them.
        let remaining = fixed.first?["params"]?["diagnostics"]?.array ?? []
        #expect(remaining.count == 5 && remaining.allSatisfy { $0["code"] == "late-result-unhandled" }, "\(remaining)")
    }

    @Test func notesBecomeRelatedInformation() {
        var session = Session()
        let published = session.open("machine M\ninitial a\nstate a\nstate a\n")
        #expect(
            published.array?.first?["relatedInformation"] == [
                [
                    "location": ["uri": .string(session.uri), "range": range(2, 6, 7)], "message": "'a' previously declared here",
                ]
            ])
    }

    @Test func hoverShowsDeclarationsBindingsAndContextFields() {
        var session = session(checkout)
        #expect(
            session.at("textDocument/hover", line: 32, character: 25)["result"]?["contents"]?["value"]
                == "```sm\nevent submitRejected(operationID: UUID, message: String)\n```")
        #expect(
            session.at("textDocument/hover", line: 32, character: 68)["result"]?["contents"]?["value"]
                == "```sm\nreason: String\n```\n\nbound at line 33")
        #expect(
            session.at("textDocument/hover", line: 28, character: 40)["result"]?["contents"]?["value"]
                == "```sm\nhasValidAddress: Bool\n```\n\ncontext field")
        #expect(
            session.at("textDocument/hover", line: 15, character: 8)["result"]?["contents"]?["value"]
                == "```sm\nstate confirmed(orderID: UUID) final\n```")
        #expect(session.at("textDocument/hover", line: 28, character: 17)["result"] == .null)
    }

    @Test func definitionGoesToDeclarationsAndFirstBindings() {
        var session = session(checkout)
        #expect(session.at("textDocument/definition", line: 32, character: 68)["result"]?["range"] == range(32, 38, 44))
        #expect(session.at("textDocument/definition", line: 31, character: 35)["result"]?["range"] == range(31, 11, 13))
        #expect(session.at("textDocument/definition", line: 36, character: 60)["result"]?["range"] == range(12, 6, 11))
    }

    @Test func referencesListEveryUse() {
        var session = session(checkout)
        let references = session.at("textDocument/references", line: 12, character: 7, ["context": ["includeDeclaration": true]])["result"]
        #expect(references?.array?.map { $0["range"] } == [range(10, 8, 13), range(12, 6, 11), range(28, 0, 5), range(36, 58, 63)])
        let uses = session.at("textDocument/references", line: 12, character: 7, ["context": ["includeDeclaration": false]])["result"]
        #expect(uses?.array?.count == 3)
    }

    @Test func documentSymbolsOutlineTheMachine() {
        var session = session(checkout)
        let symbols = session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri)]])["result"]
        let machine = symbols?.array?.first
        #expect(machine?["name"] == "Checkout")
        let contextStatesEventsEffectsRows = 1 + 5 + 6 + 2 + 10
        #expect(machine?["children"]?.array?.count == contextStatesEventsEffectsRows)
        #expect(
            machine?["children"]?.array?.first?["children"]?.array?.map { $0["name"] } == [
                "checkoutID", "quoteRevision", "hasValidAddress",
            ])
        #expect(machine?["children"]?.array?.last?["name"] == "confirmed on submitAccepted")
    }

    @Test func completionOffersWhatFitsTheCursor() {
        let events: [JSON] = [
            "submitTapped", "submitAccepted", "submitRejected", "submitOutcomeUnknown", "reconciliationFound", "reconciliationNotFound",
        ]
        let states: [JSON] = ["draft", "submitting", "reconciling", "confirmed", "rejected"]
        func labels(after line: String) -> [JSON]? {
            var session = self.session(checkout + line)
            return session.at("textDocument/completion", line: 38, character: line.utf16.count)["result"]?.array?.map {
                $0["label"] ?? .null
            }
        }
        #expect(labels(after: "draft on ") == events)
        #expect(labels(after: "draft on sub") == events)
        #expect(labels(after: "draft on submitTapped -> ") == states)
        #expect(labels(after: "draft on submitTapped -> draft / ") == ["submit", "reconcile"])
        #expect(labels(after: "draft ") == ["on", "after", "always", "done"])
        #expect(
            labels(after: "") == [
                "machine", "context", "initial", "state", "event", "effect", "group", "entry", "exit", "during", "region", "history",
                "deep",
            ] + states)
        #expect(
            labels(after: "draft on submitTapped(op) [") == [
                "op", "checkoutID", "quoteRevision", "hasValidAddress", "true", "false", "nil",
            ])
        var session = self.session(checkout + "draft on ")
        let accepted = session.at("textDocument/completion", line: 38, character: 9)["result"]?.array?[1]
        #expect(accepted?["insertText"] == "submitAccepted(operationID, orderID)")
    }

    @Test func renameChangesEveryOccurrenceOrRefuses() {
        var session = session(checkout)
        let binding = session.at("textDocument/rename", line: 28, character: 33, ["newName": "operation"])["result"]
        #expect(
            binding?["changes"]?[session.uri]?.array?.map { $0["range"] } == [range(28, 32, 34), range(28, 68, 70), range(28, 108, 110)])
        let state = session.at("textDocument/rename", line: 12, character: 7, ["newName": "idle"])["result"]
        #expect(state?["changes"]?[session.uri]?.array?.count == 4)
        #expect(state?["changes"]?[session.uri]?.array?.allSatisfy { $0["newText"] == "idle" } == true)
        for (name, message) in [
            ("rejected", "cannot rename 'draft' to 'rejected': a state 'rejected' already exists"),
            ("2x", "'2x' is not a valid name"), ("state", "'state' is a reserved word"),
        ] {
            #expect(
                session.at("textDocument/rename", line: 12, character: 7, ["newName": .string(name)])["error"]
                    == ["code": -32803, "message": .string(message)])
        }
        #expect(
            session.at("textDocument/rename", line: 5, character: 6, ["newName": "op"])["error"]?["message"]
                == "cannot rename 'checkoutID' to 'op': a row binds 'op', which would shadow the context field")
    }

    @Test func formattingIsTheFormatCommand() {
        var session = session(checkout.replacingOccurrences(of: "draft           on", with: "draft on"))
        let edits = session.request("textDocument/formatting", ["textDocument": ["uri": .string(session.uri)], "options": [:]])["result"]
        #expect(edits?.array?.first?["newText"] == .string(checkout))
        var formatted = self.session(checkout)
        #expect(formatted.request("textDocument/formatting", ["textDocument": ["uri": .string(formatted.uri)]])["result"] == [])
        var broken = self.session("machine M\nstate a(\n")
        #expect(broken.request("textDocument/formatting", ["textDocument": ["uri": .string(broken.uri)]])["error"]?["code"] == -32803)
    }

    @Test func semanticTokensClassifyKeywordsNamesAndComments() {
        var session = session(checkout)
        guard
            let data = session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri)]])["result"]?[
                "data"]?.array
        else {
            Issue.record("no semantic tokens")
            return
        }
        // The two comment lines, then `machine` (keyword) and `Checkout` (type) on line 2.
        #expect(Array(data.prefix(20)) == [0, 0, 68, 9, 0, 1, 0, 67, 9, 0, 1, 0, 7, 0, 0, 0, 8, 8, 1, 0])
    }
}
