import Foundation
import Testing

@testable import StateMachineRuntime

/// A journal written under one version of a spec and opened under the next (their
/// `persistedShapes` differ): records that still decode are used, the others go through the
/// app's migration, and without one opening fails with what it could not read and the number
/// of pending operations, keeping the file — never a silent fresh start.
@Suite struct JournalShapesTests {
    static let operation = DurableOperation(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(), idempotencyKey: "key-1",
        createdAt: Date(timeIntervalSince1970: 0))

    /// Version 1 of the search screen waits for "shoes", with its `save` pending.
    func writeVersionOne(at url: URL) throws {
        let journal = MachineJournal<SearchV1>(url: url)
        _ = try journal.open(state: .idle, context: SearchV1.Context(owner: "ana"))
        try journal.record(
            state: .waiting(query: "shoes"), started: [PendingEffect(operation: Self.operation, effect: .save(query: "shoes"))])
    }

    /// `search-v1.journal`, checked in: what `writeVersionOne` wrote under version 1's shapes.
    func copyFixture(to url: URL) throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/search-v1.journal")
        try FileManager.default.copyItem(at: fixture, to: url)
    }

    /// Version 2 of the search screen, by the name the documentation gives it.
    typealias Search = SearchRenamedLabel

    /// The documentation's migration (the runtime's "Operations that survive the process"):
    /// version 2 renamed `save`'s payload label `query` to `text`. The lines between the
    /// markers are the page's, word for word (`theDocumentationShowsThisMigration`).
    static func renameSaveQuery() -> MachineJournal<Search>.Migration {
        // documentation: begin
        let renameSaveQuery: MachineJournal<Search>.Migration = { _, record in
            guard var object = try JSONSerialization.jsonObject(with: record) as? [String: Any],
                object["kind"] as? String == "started",
                var effect = object["effect"] as? [String: Any], var save = effect["save"] as? [String: Any]
            else { return record }
            save["text"] = save.removeValue(forKey: "query")
            effect["save"] = save
            object["effect"] = effect
            return try JSONSerialization.data(withJSONObject: object)
        }
        // documentation: end
        return renameSaveQuery
    }

    @Test func theDocumentationShowsThisMigration() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/StateMachineRuntime/StateMachineRuntime.docc/OperationsThatSurviveTheProcess.md"),
            encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let marked =
            source.components(separatedBy: "        // documentation: begin\n").dropFirst().first?
            .components(separatedBy: "        // documentation: end\n").first ?? ""
        // The test's copy sits in a function, indented twice.
        let asOnThePage = marked.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(8) }
            .joined(separator: "\n")
        #expect(asOnThePage.hasPrefix("let renameSaveQuery: MachineJournal<Search>.Migration = {"))
        #expect(page.contains("```swift\n" + asOnThePage))
    }

    @Test func aRenamedLabelWithoutAMigrationReportsThePendingOperationAndKeepsTheFile() throws {
        let folder = try ScratchFolder()
        let url = folder.file("search.journal")
        try copyFixture(to: url)
        let written = try Data(contentsOf: url)
        let journal = MachineJournal<SearchRenamedLabel>(url: url)
        #expect(throws: JournalError.recordsFromOtherShapes(path: url.path, undecodable: 1, pendingOperations: 1)) {
            _ = try journal.open(state: .idle, context: SearchV1.Context(owner: "given"))
        }
        #expect(try Data(contentsOf: url) == written)
        #expect(try folder.filesAside(of: url) == [])
    }

    @Test func aRenamedLabelWithTheMigrationRestoresThePendingOperation() throws {
        let folder = try ScratchFolder()
        let url = folder.file("search.journal")
        try copyFixture(to: url)
        let journal = MachineJournal<Search>(url: url, migration: Self.renameSaveQuery())
        let contents = try journal.open(state: .idle, context: SearchV1.Context(owner: "given"))
        #expect(contents.isRestored)
        #expect(contents.state == .waiting(query: "shoes"))
        #expect(contents.context == SearchV1.Context(owner: "ana"))
        #expect(contents.pending == [PendingEffect(operation: Self.operation, effect: .save(text: "shoes"))])
        // Rewritten in the new shapes: opening again needs no migration.
        journal.close()
        let again = MachineJournal<SearchRenamedLabel>(url: url)
        #expect(try again.open(state: .idle, context: SearchV1.Context(owner: "given")).pending.count == 1)
    }

    @Test func aRemovedCaseReportsTheStateRecordItCannotRead() throws {
        let folder = try ScratchFolder()
        let url = folder.file("search.journal")
        try writeVersionOne(at: url)
        let journal = MachineJournal<SearchRemovedCase>(url: url)
        #expect(throws: JournalError.recordsFromOtherShapes(path: url.path, undecodable: 1, pendingOperations: 1)) {
            _ = try journal.open(state: .idle, context: SearchV1.Context(owner: "given"))
        }
    }

    @Test func aChangedTypeReportsTheContextRecord() throws {
        let folder = try ScratchFolder()
        let url = folder.file("search.journal")
        try writeVersionOne(at: url)
        let journal = MachineJournal<SearchChangedType>(url: url)
        // The context record no longer decodes; the state and the pending operation do.
        #expect(throws: JournalError.recordsFromOtherShapes(path: url.path, undecodable: 1, pendingOperations: 1)) {
            _ = try journal.open(state: .idle, context: SearchChangedType.Context(owner: 7))
        }
    }

    @Test func anAddedCaseNeedsNoMigration() throws {
        let folder = try ScratchFolder()
        let url = folder.file("search.journal")
        try writeVersionOne(at: url)
        let journal = MachineJournal<SearchAddedCase>(url: url)
        let contents = try journal.open(state: .idle, context: SearchV1.Context(owner: "given"))
        #expect(contents.state == .waiting(query: "shoes"))
        #expect(contents.pending == [PendingEffect(operation: Self.operation, effect: .save(query: "shoes"))])
        #expect(journal.repairs == [])
    }

    @Test func theHeaderRecordsTheShapesItWasWrittenIn() throws {
        let folder = try ScratchFolder()
        let url = folder.file("search.journal")
        try writeVersionOne(at: url)
        #expect(MachineJournal<SearchV1>(url: url).header.persistedShapes == "v1")
        let bytes = try Data(contentsOf: url)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""persistedShapes":"v1""#))
    }
}
