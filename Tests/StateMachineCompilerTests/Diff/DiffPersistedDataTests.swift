import StateMachineCompiler
import Testing

/// The search screen of ``DiffTimedWorkTests`` has a durable effect, so its journal holds
/// its states, context and durable effects: each change that makes an old record
/// undecodable is listed under "Persisted data" (and the diff exits 1); a change old
/// records survive is not. Expected reports are written by hand.
@Suite struct DiffPersistedDataTests {
    func diff(_ edits: [(String, String)], codable: Bool = false) throws -> MachineDiff {
        let old = DiffTimedWorkTests.search
        let new = try DiffSupport.edited(old, edits)
        let oldResult = Pipeline.check(SourceFile(path: "old.sm", text: old), indexingSymbols: false)
        let newResult = Pipeline.check(SourceFile(path: "new.sm", text: new), indexingSymbols: false)
        return try #require(MachineDiff.compare(old: oldResult, new: newResult, codable: codable))
    }

    func persisted(_ edits: [(String, String)], codable: Bool = false) throws -> [String] {
        try diff(edits, codable: codable).persistedDataChanges.map(\.summary)
    }

    @Test func aRenamedPayloadLabelGetsAPersistedDataSection() throws {
        let changed = try diff([("state waiting(query: String)", "state waiting(text: String)")])
        #expect(changed.differs)
        #expect(
            DiffMarkdown.render(changed, title: "new.sm") == """
                ## `new.sm`

                ### API changes

                - state `waiting(query: String)` became `waiting(text: String)`

                ### Persisted data

                Records the old version wrote (journals, stored values) that this version cannot decode:

                - state `waiting(query: String)` became `waiting(text: String)`

                """)
    }

    @Test func theJSONListsThemUnderPersisted() throws {
        let changed = try diff([("state waiting(query: String)", "state waiting(text: String)")])
        #expect(
            DiffJSON.render(changed, title: "new.sm").contains(
                "\"persisted\": [\n    {\"change\": \"changed\", \"kind\": \"state\", \"declaration\": \"waiting(text: String)\", "
                    + "\"from\": \"waiting(query: String)\"}\n  ],\n"))
        #expect(DiffJSON.render(try diff([("busy after 10s", "busy after 20s")]), title: "new.sm").contains("\"persisted\": [],\n"))
    }

    @Test func aRenamedStateIsARemovedCase() throws {
        let renamed = try persisted([
            ("state failed(query: String)", "state broken(query: String)"),
            ("-> failed(query)", "-> broken(query)"),
            ("idle, showing, failed on", "idle, showing, broken on"),
            ("failed after 60s", "broken after 60s"),
        ])
        #expect(renamed == ["state `failed(query: String)` removed"])
    }

    @Test func aContextFieldRetypedOrAddedWithoutADefault() throws {
        #expect(
            try persisted([("token: String sensitive persisted", "token: Int sensitive persisted")]) == [
                "context field `token: String` became `token: Int`"
            ])
        #expect(
            try persisted([("token: String sensitive persisted", "token: String sensitive persisted\n    retries: Int")]) == [
                "context field `retries: Int` added"
            ])
        #expect(try persisted([("token: String sensitive persisted", "token: String sensitive persisted\n    note: String?")]) == [])
    }

    @Test func aDurableEffectsLabelOrItsDurabilityChanged() throws {
        #expect(
            try persisted([("effect save(query: String) durable", "effect save(text: String) durable")]) == [
                "effect `save(query: String)` became `save(text: String)`"
            ])
        #expect(
            try persisted([("effect save(query: String) durable", "effect save(query: String)")]) == [
                "effect `save(query: String) durable` became `save(query: String)`"
            ])
    }

    @Test func anAddedCaseOrAChangeToWhatIsNotPersistedIsNoPersistedChange() throws {
        #expect(try persisted([("state failed(query: String)", "state failed(query: String)\nstate archived(query: String)")]) == [])
        #expect(try persisted([("effect track(query: String)", "effect track(text: String)")]) == [])
        #expect(try persisted([("event typed(query: String)", "event typed(text: String)")]) == [])
    }

    @Test func aCodableMachinesEventsAndEffectsArePersistedToo() throws {
        #expect(
            try persisted([("event typed(query: String)", "event typed(text: String)")], codable: true) == [
                "event `typed(query: String)` became `typed(text: String)`"
            ])
    }

    @Test func theFingerprintIgnoresOrderButNotLabels() throws {
        let machine = try #require(
            Pipeline.check(SourceFile(path: "a.sm", text: DiffTimedWorkTests.search), indexingSymbols: false).machine)
        let reordered = try #require(
            Pipeline.check(
                SourceFile(
                    path: "b.sm",
                    text: try DiffSupport.edited(
                        DiffTimedWorkTests.search,
                        [("state idle\n", ""), ("state failed(query: String)\n", "state failed(query: String)\nstate idle\n")])),
                indexingSymbols: false
            ).machine)
        let relabelled = try #require(
            Pipeline.check(
                SourceFile(
                    path: "c.sm",
                    text: try DiffSupport.edited(
                        DiffTimedWorkTests.search, [("state waiting(query: String)", "state waiting(text: String)")])),
                indexingSymbols: false
            ).machine)
        #expect(PersistedShapes.journal(of: machine).fingerprint == PersistedShapes.journal(of: reordered).fingerprint)
        #expect(PersistedShapes.journal(of: machine).fingerprint != PersistedShapes.journal(of: relabelled).fingerprint)
        #expect(
            PersistedShapes.journal(of: machine).canonicalText == """
                context field timeout: Duration
                context field token: String
                effect save(query: String)
                state failed(query: String)
                state idle
                state searching(query: String)
                state showing(query: String)
                state waiting(query: String)
                """)
    }
}
