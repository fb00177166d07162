import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// A factory that can throw, as a journaled store's initializer does: `store(for:)` throws its
/// error, the subscript keeps the fallback's store.
@Suite @MainActor struct KeyedMachineStoresThrowingTests {
    let owner = Ledger.Context(owner: "ana")

    /// A folder root that is a file: no journal can be written under it.
    func unwritableRoot(_ scratch: borrowing ScratchFolder) throws -> URL {
        let file = scratch.file("not-a-folder")
        try Data("x".utf8).write(to: file)
        return file
    }

    @Test func storeForThrowsTheJournalsErrorAndKeepsNothing() throws {
        let scratch = try ScratchFolder()
        let unwritable = try unwritableRoot(scratch)
        var root = unwritable
        let owner = owner
        let notes = KeyedMachineStores<String, Ledger>(
            makeStore: { instance in
                try MachineStore<Ledger>(
                    journal: MachineJournal(folder: JournalFolder(root: root, account: "ana"), instance: instance), state: .idle,
                    context: owner, effects: { _, _ in })
            },
            fallback: { _, _ in MachineStore<Ledger>(state: .idle, context: owner) { _, _ in } })
        #expect(throws: JournalError.self) { try notes.store(for: "note-1") }
        #expect(notes.keys.isEmpty, "a failed store is not kept")
        root = scratch.url
        let store = try notes.store(for: "note-1")
        store.send(.save(note: "a"))
        #expect(store.durability.started == 1, "the second try opened the journal, which recorded the save")
        #expect(try notes.store(for: "note-1") === store)
        store.stop()
    }

    @Test func theSubscriptKeepsTheFallbacksStoreWhenTheFactoryThrows() throws {
        let scratch = try ScratchFolder()
        let root = try unwritableRoot(scratch)
        let owner = owner
        var failures: [String] = []
        let notes = KeyedMachineStores<String, Ledger>(
            makeStore: { instance in
                try MachineStore<Ledger>(
                    journal: MachineJournal(folder: JournalFolder(root: root, account: "ana"), instance: instance), state: .idle,
                    context: owner, effects: { _, _ in })
            },
            fallback: { instance, error in
                failures.append("\(instance): \(type(of: error))")
                return MachineStore<Ledger>(state: .saved(note: "fallback"), context: owner) { _, _ in }
            })
        #expect(notes["note-1"].state == .saved(note: "fallback"))
        #expect(notes["note-1"] === notes["note-1"], "the fallback's store is the record's store from now on")
        #expect(failures == ["note-1: JournalError"])
    }
}
