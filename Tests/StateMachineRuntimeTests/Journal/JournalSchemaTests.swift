import Foundation
import Testing

@testable import StateMachineRuntime

/// Files the journal cannot use are moved aside, never deleted; older schemas are migrated.
@Suite struct JournalSchemaTests {
    let owner = Ledger.Context(owner: "ana")

    func writeJournal(at url: URL, schemaVersion: Int) throws -> Data {
        let journal = MachineJournal<Ledger>(url: url, schemaVersion: schemaVersion)
        _ = try journal.open(state: .idle, context: owner)
        try journal.record(state: .saved(note: "old"), started: [])
        return try Data(contentsOf: url)
    }

    /// Opens `url` expecting the file to be moved aside for `error`; returns the file aside's bytes.
    func expectMovedAside(_ folder: borrowing ScratchFolder, _ url: URL, schemaVersion: Int = 1, error: JournalError) throws -> Data? {
        let journal = MachineJournal<Ledger>(url: url, schemaVersion: schemaVersion)
        let contents = try journal.open(state: .saved(note: "given"), context: owner)
        #expect(contents.state == .saved(note: "given"))
        #expect(!contents.isRestored)
        let aside = try folder.filesAside(of: url)
        #expect(aside.count == 1)
        guard let name = aside.first else { return nil }
        #expect(journal.repairs == [.movedAside(to: folder.file(name), error: error)])
        return try Data(contentsOf: folder.file(name))
    }

    @Test func aJournalFromANewerAppIsMovedAside() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let written = try writeJournal(at: url, schemaVersion: 3)
        let aside = try expectMovedAside(
            folder, url, schemaVersion: 2,
            error: .unknownSchema(
                path: url.path, found: JournalHeader(specIdentity: "Ledger", schemaVersion: 3),
                expected: JournalHeader(specIdentity: "Ledger", schemaVersion: 2)))
        #expect(aside == written)
    }

    @Test func anOlderJournalWithoutAMigrationIsMovedAside() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        _ = try writeJournal(at: url, schemaVersion: 1)
        _ = try expectMovedAside(
            folder, url, schemaVersion: 2,
            error: .unknownSchema(
                path: url.path, found: JournalHeader(specIdentity: "Ledger", schemaVersion: 1),
                expected: JournalHeader(specIdentity: "Ledger", schemaVersion: 2)))
    }

    @Test func aFileThatIsNotAJournalIsMovedAsideUntouched() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let foreign = Data("{\"orders\": []}".utf8)
        try foreign.write(to: url)
        let aside = try expectMovedAside(folder, url, error: .unreadable(path: url.path, reason: "it does not start like a journal"))
        #expect(aside == foreign)
    }

    @Test func aRecordThatNoLongerDecodesMovesTheJournalAside() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        var bytes = try Data(contentsOf: url)
        bytes.append(JournalFrames.frame(Data(#"{"kind":"state","state":{"archived":{}}}"#.utf8)))
        try bytes.write(to: url)
        journal.close()
        _ = try expectMovedAside(folder, url, error: .undecodableRecord(path: url.path, index: 3, reason: "no valid value at \"state\""))
    }

    @Test func aMigrationReadsAnOlderSchemaAndTheJournalIsRewrittenInTheNewOne() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        _ = try writeJournal(at: url, schemaVersion: 1)
        var migrated: [Int] = []
        // Version 2 renamed the context's `owner`; here it only upper-cases it, to prove the conversion ran.
        let journal = MachineJournal<Ledger>(url: url, schemaVersion: 2) { version, record in
            migrated.append(version)
            return Data(String(decoding: record, as: UTF8.self).replacingOccurrences(of: "\"ana\"", with: "\"ANA\"").utf8)
        }
        let contents = try journal.open(state: .idle, context: owner)
        #expect(contents.state == .saved(note: "old"))
        #expect(contents.context == Ledger.Context(owner: "ANA"))
        #expect(migrated == [1, 1, 1])
        #expect(journal.repairs == [.migrated(fromSchemaVersion: 1)])
        journal.close()
        let again = MachineJournal<Ledger>(url: url, schemaVersion: 2) { _, _ in throw CancellationError() }
        #expect(try again.open(state: .idle, context: owner).context == Ledger.Context(owner: "ANA"))
        #expect(again.repairs.isEmpty)
    }

    @Test func aJournalOfAnotherMachineIsNeverReadAsThisOne() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        var bytes = JournalFrames.magic
        bytes.append(JournalFrames.frame(try JSONEncoder().encode(JournalHeader(specIdentity: "Checkout", schemaVersion: 1))))
        try bytes.write(to: url)
        _ = try expectMovedAside(
            folder, url,
            error: .unknownSchema(
                path: url.path, found: JournalHeader(specIdentity: "Checkout", schemaVersion: 1),
                expected: JournalHeader(specIdentity: "Ledger", schemaVersion: 1)))
    }
}
