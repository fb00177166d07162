import Foundation
import StateMachineRuntimeTesting
import Testing

@testable import StateMachineRuntime

/// One writer per journal file: a second journal, store or process opening it is refused,
/// because each writer's compaction would write over the other's records.
@Suite struct JournalLockTests {
    let operation = DurableOperation(id: UUID.sample(1), idempotencyKey: "key-1", createdAt: Date(timeIntervalSince1970: 100))
    let owner = Ledger.Context(owner: "ana")

    @Test func aSecondJournalOnTheSameFileIsRefusedUntilTheFirstCloses() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let first = MachineJournal<Ledger>(url: url)
        _ = try first.open(state: .idle, context: owner)
        try first.record(state: .saving(note: "a"), started: [PendingEffect(operation: operation, effect: .store(note: "a"))])
        let second = MachineJournal<Ledger>(url: url)
        #expect(throws: JournalError.locked(path: url.path)) { try second.open(state: .idle, context: owner) }
        first.close()
        #expect(try second.open(state: .idle, context: owner).pending.map(\.operation) == [operation])
    }

    @Test func recordingAfterCloseThrows() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        _ = try journal.open(state: .idle, context: owner)
        journal.close()
        #expect(throws: JournalError.notOpen(path: url.path)) { try journal.record(state: .saved(note: "a"), started: []) }
    }

    @MainActor @Test func aSecondStoreOnTheSameJournalFileIsRefused() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        let store = try MachineStore<Ledger>(journal: journal, state: .idle, context: owner, effects: EffectGate<Ledger>().handler)
        #expect(throws: JournalError.locked(path: url.path)) {
            _ = try MachineStore<Ledger>(
                journal: MachineJournal(url: url), state: .idle, context: owner, effects: EffectGate<Ledger>().handler)
        }
        store.send(.save(note: "a"))
        let recorded = store.pendingOperations
        store.stop()
        journal.close()
        let reopened = try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner)
        #expect(reopened.pending.map(\.operation) == recorded, "the first store's synced operation is still there")
        #expect(recorded.count == 1)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func aJournalLockedByAnotherProcessIsRefused() throws {
        let folder = try ScratchFolder()
        let url = folder.file("ledger.journal")
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // The holder keeps the lock until its input closes.
        holder.arguments = ["--exclusive", url.path + ".lock", "--command", "echo held; read line"]
        let output = Pipe()
        let input = Pipe()
        holder.standardOutput = output
        holder.standardInput = input
        try holder.run()
        defer {
            try? input.fileHandleForWriting.close()
            holder.waitUntilExit()
        }
        #expect(output.fileHandleForReading.availableData == Data("held\n".utf8))
        #expect(throws: JournalError.locked(path: url.path)) { try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner) }
    }
}
