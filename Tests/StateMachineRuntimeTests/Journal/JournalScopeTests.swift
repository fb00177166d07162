import Foundation
import Testing

@testable import StateMachineRuntime

/// One journal per machine instance and account; compaction; where crash tests can stop.
@Suite struct JournalScopeTests {
    let owner = Ledger.Context(owner: "ana")

    @Test func signingOutRemovesThatAccountsJournalsAndNothingElse() throws {
        let folder = try ScratchFolder()
        let ana = JournalFolder(root: folder.url, account: "ana")
        let bo = JournalFolder(root: folder.url, account: "bo")
        for account in [ana, bo] {
            let journal = MachineJournal<Ledger>(folder: account, instance: "order-1")
            _ = try journal.open(state: .idle, context: owner)
            try journal.record(state: .saved(note: account.account), started: [])
        }
        try ana.removeAll()
        #expect(try MachineJournal<Ledger>(folder: ana, instance: "order-1").open(state: .idle, context: owner).state == .idle)
        #expect(try MachineJournal<Ledger>(folder: bo, instance: "order-1").open(state: .idle, context: owner).state == .saved(note: "bo"))
    }

    @Test func accountAndInstanceNamesCannotLeaveTheRootFolder() {
        let folder = JournalFolder(root: URL(fileURLWithPath: "/journals"), account: "../../etc")
        #expect(folder.url.path == "/journals/%2E%2E%2F%2E%2E%2Fetc")
        #expect(folder.journalURL(specIdentity: "Ledger", instance: "a/b é").lastPathComponent == "Ledger-a%2Fb%20%C3%A9.journal")
        #expect(JournalFolder(root: URL(fileURLWithPath: "/j"), account: "").url.path == "/j/%")
    }

    @Test func aLongJournalIsCompactedToWhatRestoringNeeds() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        let kept = DurableOperation(id: UUID.sample(1), idempotencyKey: "kept", createdAt: Date(timeIntervalSince1970: 1))
        try journal.record(state: .saving(note: "kept"), started: [PendingEffect(operation: kept, effect: .store(note: "kept"))])
        for index in 0..<300 { try journal.record(state: .saved(note: "\(index)"), started: []) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 5_000, "300 state records take about 19 kB; after the rewrite at 256 records, about 50 remain")
        journal.close()
        let contents = try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner)
        #expect(contents.state == .saved(note: "299"))
        #expect(contents.pending == [PendingEffect(operation: kept, effect: .store(note: "kept"))])
    }

    @Test func theJournalPassesEachCrashPointWhereItsWritesCanBeCutShort() throws {
        let folder = try ScratchFolder()
        var passed: [CrashPoint] = []
        let journal = MachineJournal<Ledger>(url: folder.file("ledger.journal"), crashPoints: { passed.append($0) })
        _ = try journal.open(state: .idle, context: owner)
        #expect(passed == [.beforeWrite, .betweenWriteAndSync, .betweenSyncAndRename], "a new journal is written whole, then renamed")
        passed = []
        let operation = DurableOperation(id: UUID.sample(2), idempotencyKey: "k", createdAt: Date(timeIntervalSince1970: 2))
        try journal.record(state: .saving(note: "x"), started: [PendingEffect(operation: operation, effect: .store(note: "x"))])
        #expect(passed == [.beforeWrite, .betweenWriteAndSync], "a durable effect's record is synced")
        passed = []
        try journal.recordCompletion(of: operation.id)
        #expect(passed == [.beforeWrite], "a completion is written, not synced")
    }
}
