import Foundation
import Testing

@testable import StateMachineRuntime

/// A disk that fills up: an append cut short must not take the records after it down with it,
/// and opening on a full disk must not give up on the journal.
@Suite struct JournalDiskFullTests {
    let first = DurableOperation(id: UUID.sample(1), idempotencyKey: "key-1", createdAt: Date(timeIntervalSince1970: 100))
    let second = DurableOperation(id: UUID.sample(2), idempotencyKey: "key-2", createdAt: Date(timeIntervalSince1970: 200))
    let owner = Ledger.Context(owner: "ana")

    @Test func anAppendCutShortIsCutBackSoThatTheRecordsAfterItSurvive() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        journal.file.faults.spaceLeft = 10
        #expect(throws: JournalError.system(operation: "append", path: url.path, code: ENOSPC)) {
            try journal.record(state: .saving(note: "a"), started: [PendingEffect(operation: first, effect: .store(note: "a"))])
        }
        journal.file.faults.spaceLeft = nil
        try journal.record(state: .saving(note: "b"), started: [PendingEffect(operation: second, effect: .store(note: "b"))])
        journal.close()

        let reopened = MachineJournal<Ledger>(url: url)
        let contents = try reopened.open(state: .idle, context: owner)
        #expect(contents.state == .saving(note: "b"))
        #expect(contents.pending == [PendingEffect(operation: second, effect: .store(note: "b"))], "the synced record after the failed one")
        #expect(reopened.repairs.isEmpty, "nothing torn was left in the file")
    }

    @Test func openingOnAFullDiskAJournalThatNeedsACopyThrowsAndLeavesItInPlace() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        try journal.record(state: .saving(note: "a"), started: [PendingEffect(operation: first, effect: .store(note: "a"))])
        let beforeLast = try Data(contentsOf: url)
        try journal.record(state: .saved(note: "a"), started: [])
        journal.close()
        var damaged = try Data(contentsOf: url)
        damaged[beforeLast.count - 3] ^= 0x10  // inside the pending store's record: records follow the damage
        try damaged.write(to: url)

        let full = MachineJournal<Ledger>(url: url)
        full.file.faults.spaceLeft = 0
        #expect(throws: JournalError.self) { try full.open(state: .idle, context: owner) }
        #expect(try Data(contentsOf: url) == damaged, "the journal is where it was, as it was")
        #expect(try folder.filesAside(of: url).isEmpty)
        full.close()

        let later = MachineJournal<Ledger>(url: url)
        #expect(try later.open(state: .idle, context: owner).state == .saving(note: "a"), "with space again, the usual repair")
    }
}
