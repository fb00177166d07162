import Foundation
import Testing

@testable import StateMachineRuntime

/// A crash cuts short only the record being appended, so a tail longer than any record the file
/// holds is damage, not a torn write: the file is kept aside before the journal goes on.
@Suite struct JournalLongTailTests {
    let owner = Ledger.Context(owner: "ana")

    /// A megabyte that holds no intact frame.
    static let garbage = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) })

    @Test func aMegabyteOfGarbageAfterTheMagicIsMovedAsideNotDroppedAsATornTail() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let damaged = Data("SMJOURNL".utf8) + Self.garbage
        try damaged.write(to: url)
        let journal = MachineJournal<Ledger>(url: url)
        let contents = try journal.open(state: .idle, context: owner)
        #expect(!contents.isRestored)
        let aside = try folder.filesAside(of: url)
        #expect(aside.count == 1, "\(aside)")
        #expect(try Data(contentsOf: folder.file(aside.first ?? "")) == damaged, "the damaged file, unchanged")
        #expect(journal.repairs == [.salvaged(records: 0, movedTo: folder.file(aside.first ?? ""))])
        journal.close()
    }

    @Test func aMegabyteOfGarbageAfterIntactRecordsIsCopiedAsideBeforeItIsDropped() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        try journal.record(state: .saved(note: "a"), started: [])
        journal.close()
        let damaged = try Data(contentsOf: url) + Self.garbage
        try damaged.write(to: url)
        let reopened = MachineJournal<Ledger>(url: url)
        #expect(try reopened.open(state: .idle, context: owner).state == .saved(note: "a"))
        let aside = try folder.filesAside(of: url)
        #expect(aside.count == 1 && aside[0].hasPrefix("ledger.journal.corrupt-"), "\(aside)")
        #expect(reopened.repairs == [.droppedTail(bytes: Self.garbage.count, copy: folder.file(aside.first ?? ""))])
        reopened.close()
    }
}
