import Foundation
import StateMachineRuntimeTesting
import Testing

@testable import StateMachineRuntime

/// Keyed stores of `AccountRecord`s made by `init(journalsIn:...)`: each record's journal in its
/// account's folder, `resume(account:)` on sign-in, and journals a new version cannot read listed
/// in `unreadableJournals` with their pending operations, the file kept.
@Suite @MainActor struct AccountRecordStoresTests {
    let session = EffectGate<Ledger>()

    func stores(root: URL) -> KeyedMachineStores<AccountRecord, Ledger> {
        KeyedMachineStores(journalsIn: root, state: .idle, context: Ledger.Context(owner: "app")) { [session] _ in session.handler }
    }

    @Test func anAccountSigningInAgainResumesItsPendingSavesAndNoOtherAccounts() async throws {
        let scratch = try ScratchFolder()
        do {
            let app = stores(root: scratch.url)
            app[AccountRecord(account: "ana", record: "a/1")].send(.save(note: "a/1"))
            app[AccountRecord(account: "bo", record: "b1")].send(.save(note: "b1"))
            app.removeAll()  // the app ends before either save is answered
            await app.finish()
        }
        let app = stores(root: scratch.url)
        try app.resume(account: "ana")
        #expect(session.held.filter { if case .store = $0 { true } else { false } } == [.store(note: "a/1")])
        #expect(Set(app.keys) == [AccountRecord(account: "ana", record: "a/1")], "nothing of Bo's is opened")
        await session.release(.store(note: "a/1"), replying: [.saved])
        #expect(app[AccountRecord(account: "ana", record: "a/1")].state == .saved(note: "a/1"))
        #expect(app.unreadableJournals.isEmpty)
        app.removeAll()
        await app.finish()
    }

    @Test func aJournalANewVersionCannotReadIsListedWithItsPendingSaveAndKept() throws {
        let scratch = try ScratchFolder()
        let folder = JournalFolder(root: scratch.url, account: "ana")
        let operation = DurableOperation(idempotencyKey: "key-1", createdAt: Date(timeIntervalSince1970: 0))
        do {
            let journal = MachineJournal<SearchV1>(folder: folder, instance: "search")
            _ = try journal.open(state: .idle, context: SearchV1.Context(owner: "ana"))
            try journal.record(
                state: .waiting(query: "shoes"), started: [PendingEffect(operation: operation, effect: .save(query: "shoes"))])
        }
        let url = MachineJournal<SearchV1>(folder: folder, instance: "search").url
        let written = try Data(contentsOf: url)

        let stores = KeyedMachineStores<AccountRecord, SearchRenamedState>(
            journalsIn: scratch.url, state: .idle, context: SearchV1.Context(owner: "ana")
        ) { _ in { _, _ in } }
        let store = stores[AccountRecord(account: "ana", record: "search")]

        #expect(store.state == .idle, "the record gets a store without its journal")
        #expect(stores.unreadableJournals.map(\.key) == [AccountRecord(account: "ana", record: "search")])
        #expect(
            stores.unreadableJournals.first?.error as? JournalError
                == .recordsFromOtherShapes(path: url.path, undecodable: 1, pendingOperations: 1))
        #expect(stores.unreadableJournals.first?.pending.map(\.operation) == [operation])
        #expect(try Data(contentsOf: url) == written, "the journal is kept as it was")
    }
}
