import Foundation
import Testing

@testable import StateMachineRuntime

/// The file format: what survives a write cut short at any byte, a flipped bit, an empty file.
@Suite struct JournalRecordFormatTests {
    let operation = DurableOperation(id: UUID.sample(1), idempotencyKey: "key-1", createdAt: Date(timeIntervalSince1970: 100))
    let owner = Ledger.Context(owner: "ana")

    /// A journal holding `saving(a)` with its pending store, then one last record `saved(a)`;
    /// returns the file's bytes before and after that last record.
    func writeJournal(at url: URL) throws -> (beforeLast: Data, full: Data) {
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        try journal.record(state: .saving(note: "a"), started: [PendingEffect(operation: operation, effect: .store(note: "a"))])
        let beforeLast = try Data(contentsOf: url)
        try journal.record(state: .saved(note: "a"), started: [])
        return (beforeLast, try Data(contentsOf: url))
    }

    @Test func aJournalReopensWithItsStateContextAndPendingEffects() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        _ = try writeJournal(at: url)
        let reopened = MachineJournal<Ledger>(url: url)
        let contents = try reopened.open(state: .idle, context: Ledger.Context(owner: "someone else"))
        #expect(contents.isRestored)
        #expect(contents.state == .saved(note: "a"))
        #expect(contents.context == owner)
        #expect(contents.pending == [PendingEffect(operation: operation, effect: .store(note: "a"))])
        #expect(reopened.repairs.isEmpty)
    }

    @Test func aCompletedEffectIsNoLongerPending() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        _ = try writeJournal(at: url)
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        try journal.recordCompletion(of: operation.id)
        journal.close()
        #expect(try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner).pending.isEmpty)
    }

    @Test func aWriteCutShortAtAnyByteOfTheLastRecordLosesOnlyThatRecord() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let (beforeLast, full) = try writeJournal(at: url)
        for kept in 1..<(full.count - beforeLast.count) {
            try full.prefix(beforeLast.count + kept).write(to: url)
            let journal = MachineJournal<Ledger>(url: url)
            let contents = try journal.open(state: .idle, context: owner)
            #expect(contents.state == .saving(note: "a"), "cut after \(kept) bytes")
            #expect(contents.pending.map(\.operation) == [operation])
            #expect(journal.repairs == [.droppedTail(bytes: kept, copy: nil)])
            #expect(try Data(contentsOf: url) == beforeLast, "the torn bytes are cut off so that appends follow intact records")
            #expect(try folder.filesAside(of: url).isEmpty)
        }
    }

    @Test func aFlippedBitInTheLastRecordDropsOnlyThatRecord() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let (beforeLast, full) = try writeJournal(at: url)
        for bit in (beforeLast.count * 8)..<(full.count * 8) {
            var damaged = full
            damaged[bit / 8] ^= UInt8(1 << (bit % 8))
            try damaged.write(to: url)
            let journal = MachineJournal<Ledger>(url: url)
            let contents = try journal.open(state: .idle, context: owner)
            #expect(contents.state == .saving(note: "a"), "bit \(bit)")
            #expect(journal.repairs == [.droppedTail(bytes: full.count - beforeLast.count, copy: nil)], "bit \(bit)")
        }
    }

    @Test func aFlippedBitBeforeTheLastRecordKeepsACopyOfTheDamagedFile() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let (beforeLast, full) = try writeJournal(at: url)
        var damaged = full
        damaged[beforeLast.count - 3] ^= 0x10  // inside the pending store's record
        try damaged.write(to: url)
        let journal = MachineJournal<Ledger>(url: url)
        let contents = try journal.open(state: .idle, context: owner)
        #expect(contents.state == .saving(note: "a"), "the state record before the damaged one is kept")
        #expect(contents.pending.isEmpty)
        let aside = try folder.filesAside(of: url)
        #expect(aside.count == 1 && aside[0].hasPrefix("ledger.journal.corrupt-"))
        #expect(try Data(contentsOf: folder.file(aside[0])) == damaged)
        guard case .droppedTail(_, let copy?) = journal.repairs.first else {
            Issue.record("expected a dropped tail with a copy, got \(journal.repairs)")
            return
        }
        #expect(copy.lastPathComponent == aside[0])
    }

    @Test func anEmptyFileStartsFromTheAppsState() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        try Data().write(to: url)
        let journal = MachineJournal<Ledger>(url: url)
        let contents = try journal.open(state: .saved(note: "given"), context: owner)
        #expect(!contents.isRestored)
        #expect(contents.state == .saved(note: "given"))
        #expect(journal.repairs.isEmpty)
        journal.close()
        #expect(try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner).state == .saved(note: "given"))
    }

    @Test func aFileCutShortInsideItsHeaderStartsFromTheAppsState() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let (_, full) = try writeJournal(at: url)
        // The magic is 8 bytes; the header record follows it.
        let cuts: [(kept: Int, repairs: [JournalRepair])] = [
            (3, [.droppedTail(bytes: 3, copy: nil)]), (8, []), (12, [.droppedTail(bytes: 4, copy: nil)]),
            (20, [.droppedTail(bytes: 12, copy: nil)]),
        ]
        for (kept, repairs) in cuts {
            try full.prefix(kept).write(to: url)
            let journal = MachineJournal<Ledger>(url: url)
            #expect(try journal.open(state: .saved(note: "given"), context: owner).state == .saved(note: "given"))
            #expect(journal.repairs == repairs, "kept \(kept)")
        }
    }
}
