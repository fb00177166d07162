import Foundation
import StateMachineRuntimeTesting
import Testing

@testable import StateMachineRuntime

/// An account that signs in again finds and resumes its pending durable operations without
/// knowing how journal files are named: its folder lists the instances with pending
/// operations, and the keyed stores open those instances' stores, which perform them.
@Suite @MainActor struct AccountResumeTests {
    struct AccountRecord: Hashable, Sendable {
        let account: String
        let record: String
    }

    let session = EffectGate<Ledger>()

    func stores(root: URL) -> KeyedMachineStores<AccountRecord, Ledger> {
        KeyedMachineStores(
            makeStore: { [session] key in
                try MachineStore<Ledger>(
                    journal: MachineJournal(folder: JournalFolder(root: root, account: key.account), instance: key.record),
                    state: .idle, context: Ledger.Context(owner: key.account), effects: session.handler)
            },
            fallback: { key, error, _ in
                Issue.record("the journal of \(key) did not open: \(error)")
                return MachineStore<Ledger>(state: .idle, context: Ledger.Context(owner: key.account)) { _, _ in }
            })
    }

    @Test func anAccountSigningInAgainResumesEveryPendingOperationAndNoOther() async throws {
        let scratch = try ScratchFolder()
        // Names that file names must escape, and a record whose save completed.
        let (pending, odd, done) = ("favorite-1", "favorite/2 é", "favorite-3")
        do {
            let app = stores(root: scratch.url)
            for record in [pending, odd, done] {
                try app.store(for: AccountRecord(account: "ana", record: record)).send(.save(note: record))
            }
            await session.release(.store(note: done), replying: [.saved])
            app.removeAll()  // signed out, or killed: the other two saves stay pending
            await app.finish()
        }
        let anas = JournalFolder(root: scratch.url, account: "ana")
        #expect(try anas.instancesWithPendingOperations(of: Ledger.self) == [pending, odd].sorted())
        #expect(try JournalFolder(root: scratch.url, account: "bo").instancesWithPendingOperations(of: Ledger.self) == [])
        #expect(try anas.instancesWithPendingOperations(of: SearchV1.self) == [], "another machine's journals are not listed")

        // Ana signs in again: her saves are performed before any screen asks for the records.
        let app = stores(root: scratch.url)
        app.resume(try anas.instancesWithPendingOperations(of: Ledger.self).map { AccountRecord(account: "ana", record: $0) })
        #expect(session.held.filter { if case .store = $0 { true } else { false } } == [.store(note: pending), .store(note: odd)])
        await session.release(.store(note: pending), replying: [.saved])
        await session.release(.store(note: odd), replying: [.saved])
        #expect(app[AccountRecord(account: "ana", record: odd)].state == .saved(note: odd))
        app.removeAll()
        await app.finish()
        #expect(try anas.instancesWithPendingOperations(of: Ledger.self) == [])
    }
}

/// Records that a new version of the machine cannot read are never dropped without a word:
/// the keyed stores' fallback gets the error and the pending operations, and the file stays.
@Suite @MainActor struct UnreadableJournalFallbackTests {
    @Test func aRenamedStateReachesTheFallbackWithItsPendingSaveAndTheFileIsKept() throws {
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

        var received: [(error: any Error, pending: [StoredOperation])] = []
        let stores = KeyedMachineStores<String, SearchRenamedState>(
            makeStore: { instance in
                try MachineStore(
                    journal: MachineJournal(folder: folder, instance: instance), state: .idle, context: SearchV1.Context(owner: "ana")
                ) { _, _ in }
            },
            fallback: { _, error, pending in
                received.append((error, pending))
                return MachineStore(state: .idle, context: SearchV1.Context(owner: "ana")) { _, _ in }
            })
        _ = stores["search"]

        #expect(received.count == 1)
        #expect(
            received.first?.error as? JournalError == .recordsFromOtherShapes(path: url.path, undecodable: 1, pendingOperations: 1))
        #expect(received.first?.pending.map(\.operation) == [operation])
        #expect(received.first?.pending.map(\.effectCase) == ["save"])
        #expect(received.first?.pending.first.map { String(decoding: $0.effect, as: UTF8.self) } == #"{"save":{"query":"shoes"}}"#)
        #expect(try Data(contentsOf: url) == written, "the journal is kept as it was")
    }
}
