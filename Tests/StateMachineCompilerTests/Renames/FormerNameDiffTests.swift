import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `diff` of a rename the new spec declares with `renamed from`: a rename, and migrated, not a
/// case removed and another added; `--fail-on-persisted-change` reads the JSON's `persisted`
/// list, which holds only what old records cannot survive. Expected reports written by hand.
@Suite struct FormerNameDiffTests {
    /// The search screen of ``DiffTimedWorkTests`` with `failed` renamed to `broken` and the
    /// durable `save`'s `query` renamed to `text`, both declared.
    static let declared: [(String, String)] = [
        ("state failed(query: String)", "state broken(query: String) renamed from failed"),
        ("-> failed(query)", "-> broken(query)"),
        ("idle, showing, failed on", "idle, showing, broken on"),
        ("failed after 60s", "broken after 60s"),
        ("effect save(query: String) durable", "effect save(text: String renamed from query) durable"),
    ]

    func diff(_ edits: [(String, String)], codable: Bool = false) throws -> MachineDiff {
        let old = DiffTimedWorkTests.search
        let new = try DiffSupport.edited(old, edits)
        let oldResult = Pipeline.check(SourceFile(path: "old.sm", text: old), indexingSymbols: false)
        let newResult = Pipeline.check(SourceFile(path: "new.sm", text: new), indexingSymbols: false)
        return try #require(MachineDiff.compare(old: oldResult, new: newResult, codable: codable), "\(newResult.summaries)")
    }

    @Test func aDeclaredRenameIsARenameAndMigrated() throws {
        let changed = try diff(Self.declared)
        #expect(changed.persistedDataChanges == [])
        #expect(changed.differs)
        #expect(
            DiffMarkdown.render(changed, title: "new.sm") == """
                ## `new.sm`

                ### API changes

                - state `failed(query: String)` renamed to `broken(query: String)`
                - effect `save(query: String) durable` became `save(text: String) durable`
                - timer `failedTimeout` renamed to `brokenTimeout`

                ### Persisted data migrated

                Records the old version wrote that this version reads under their new names (`renamed from`):

                - state `failed(query: String)` renamed to `broken(query: String)`
                - effect `save(query: String)` became `save(text: String)`

                """)
    }

    @Test func theJSONListsThemUnderMigratedAndNothingUnderPersisted() throws {
        let json = DiffJSON.render(try diff(Self.declared), title: "new.sm")
        #expect(json.contains("  \"persisted\": [],\n  \"migrated\": [\n"))
        #expect(
            json.contains(
                "    {\"change\": \"renamed\", \"kind\": \"state\", \"declaration\": \"broken(query: String)\", "
                    + "\"from\": \"failed(query: String)\"},\n"))
    }

    @Test func anUndeclaredRenameStaysAPersistedChange() throws {
        let undeclared = Self.declared.map { ($0.0, $0.1.replacingOccurrences(of: " renamed from failed", with: "")) }
        let changed = try diff(undeclared)
        #expect(changed.persistedDataChanges.map(\.summary) == ["state `failed(query: String)` removed"])
        #expect(changed.persistedDataMigrations.map(\.summary) == ["effect `save(query: String)` became `save(text: String)`"])
    }

    @Test func aRenameThatAlsoChangesATypeIsNotMigrated() throws {
        let retyped = try diff([("effect save(query: String) durable", "effect save(text: String? renamed from query) durable")])
        #expect(
            retyped.persistedDataChanges.map(\.summary) == ["effect `save(query: String)` became `save(text: String?)`"])
        #expect(retyped.persistedDataMigrations == [])
    }

    @Test func aRenamedContextFieldIsMigrated() throws {
        let renamed = try diff([
            ("token: String sensitive persisted", "secret: String sensitive persisted renamed from token")
        ])
        #expect(renamed.persistedDataChanges == [])
        #expect(renamed.persistedDataMigrations.map(\.summary) == ["context field `token: String` renamed to `secret: String`"])
        #expect(
            renamed.apiChanges.map(\.summary)
                == ["context field `token: String sensitive persisted` renamed to `secret: String sensitive persisted`"])
    }

    @Test func aCodableMachinesRenamedEventIsMigrated() throws {
        let renamed = try diff(
            [
                ("event cancel\n", "event stop renamed from cancel\n"),
                ("busy on cancel", "busy on stop"),
            ], codable: true)
        #expect(renamed.persistedDataChanges == [])
        #expect(renamed.persistedDataMigrations.map(\.summary) == ["event `cancel` renamed to `stop`"])
        #expect(renamed.behaviourChanges.isEmpty)
    }
}
