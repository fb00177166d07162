import Foundation
import Testing

@testable import StateMachineRuntime

/// A flipped bit in the header record, where the machine and schema are named: the file is
/// never written over, and the records behind the header are kept.
@Suite struct JournalHeaderDamageTests {
    let first = DurableOperation(id: UUID.sample(1), idempotencyKey: "key-1", createdAt: Date(timeIntervalSince1970: 100))
    let owner = Ledger.Context(owner: "ana")

    /// A journal of five records after its header: `idle`, the context, `saving(a)`, its pending
    /// store, `saved(a)`. Returns the file's bytes.
    func writeJournal(at url: URL) throws -> Data {
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        try journal.record(state: .saving(note: "a"), started: [PendingEffect(operation: first, effect: .store(note: "a"))])
        try journal.record(state: .saved(note: "a"), started: [])
        journal.close()
        return try Data(contentsOf: url)
    }

    @Test func aFlippedBitInTheHeaderMovesTheFileAsideAndKeepsTheRecordsBehindIt() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let intact = try writeJournal(at: url)
        // The magic is 8 bytes; the header's frame follows: length (8-11), checksum (12-15), payload.
        let headerLength = Int(intact[8]) | Int(intact[9]) << 8
        for byte in [8, 11, 12, 15, 16, 16 + headerLength / 2, 16 + headerLength - 1] {
            for bit in [0, 7] {
                try FileManager.default.removeItem(at: folder.url)
                try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
                var damaged = intact
                damaged[byte] ^= UInt8(1 << bit)
                try damaged.write(to: url)
                let journal = MachineJournal<Ledger>(url: url)
                let contents = try journal.open(state: .idle, context: Ledger.Context(owner: "someone else"))
                #expect(contents.isRestored, "byte \(byte) bit \(bit)")
                #expect(contents.state == .saved(note: "a"), "byte \(byte) bit \(bit)")
                #expect(contents.context == owner)
                #expect(contents.pending == [PendingEffect(operation: first, effect: .store(note: "a"))])
                let aside = try folder.filesAside(of: url)
                #expect(aside.count == 1 && aside[0].hasPrefix("ledger.journal.damaged-header-"), "\(aside)")
                #expect(journal.repairs == [.salvaged(records: 5, movedTo: folder.file(aside.first ?? ""))])
                #expect(try Data(contentsOf: folder.file(aside.first ?? "")) == damaged, "the damaged file, unchanged")
                journal.close()
                let reopened = MachineJournal<Ledger>(url: url)
                #expect(try reopened.open(state: .idle, context: owner).state == .saved(note: "a"))
                #expect(reopened.repairs.isEmpty)
            }
        }
    }
}
