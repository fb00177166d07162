import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// One store per account and record, each journaled in its account's folder: an account's
/// pending operation is performed under that account, before and after a relaunch, and never
/// in the session of the account signed in after it.
@Suite @MainActor struct AccountSwitchTests {
    /// A record of one account: the key of its store, and so of its journal.
    struct AccountRecord: Hashable, Sendable {
        let account: String
        let record: String
    }

    /// Each account's server session, as the effect handler of that account's stores reaches it.
    let anasSession = EffectGate<Ledger>()
    let bosSession = EffectGate<Ledger>()

    func stores(root: URL) -> KeyedMachineStores<AccountRecord, Ledger> {
        let handlers = ["ana": anasSession.handler, "bo": bosSession.handler]
        return KeyedMachineStores(
            makeStore: { key in
                let handler = handlers[key.account] ?? { _, _ in }
                return try MachineStore<Ledger>(
                    journal: MachineJournal(folder: JournalFolder(root: root, account: key.account), instance: key.record),
                    state: .idle, context: Ledger.Context(owner: key.account), effects: handler)
            },
            fallback: { key, error in
                Issue.record("the journal of \(key) did not open: \(error)")
                return MachineStore<Ledger>(state: .idle, context: Ledger.Context(owner: key.account)) { _, _ in }
            })
    }

    @Test func anAccountsPendingSaveIsPerformedUnderThatAccountAndNeverInTheNextOne() async throws {
        let scratch = try ScratchFolder()
        let ana = AccountRecord(account: "ana", record: "favorite-1")
        let bo = AccountRecord(account: "bo", record: "favorite-1")
        do {
            // Ana saves; the app is killed before the server answers.
            let app = stores(root: scratch.url)
            try app.store(for: ana).send(.save(note: "ana's"))
            #expect(anasSession.held == [.store(note: "ana's"), .log(message: "saving"), .log(message: "watching")])
            app.removeAll()
            await app.finish()
        }
        do {
            // Relaunched with Bo signed in: Bo's store of the same record has nothing to perform.
            let app = stores(root: scratch.url)
            let bos = try app.store(for: bo)
            #expect(bos.pendingOperations.isEmpty)
            #expect(bos.durability.reperformed == 0)
            #expect(bosSession.held == [], "nothing of Ana's reaches Bo's session")
            bos.send(.save(note: "bo's"))
            await bosSession.release(.store(note: "bo's"), replying: [.saved])
            await bosSession.release(.log(message: "saving"))

            // Ana signs in again: her save is performed once more, under her account.
            let anas = try app.store(for: ana)
            #expect(anas.durability.reperformed == 1)
            #expect(anasSession.held.first == .store(note: "ana's"))
            await anasSession.release(.store(note: "ana's"), replying: [.saved])
            #expect(anas.state == .saved(note: "ana's"))
            #expect(anas.pendingOperations.isEmpty)
            #expect(bos.state == .saved(note: "bo's"))
            app.removeAll()
            await app.finish()
        }
        let anasJournal = MachineJournal<Ledger>(folder: JournalFolder(root: scratch.url, account: "ana"), instance: ana.record)
        #expect(try anasJournal.open(state: .idle, context: Ledger.Context(owner: "ana")).pending.isEmpty)
    }

    @Test func anOperationInFlightAtTheSwitchIsAnsweredUnderItsOwnAccount() async throws {
        let scratch = try ScratchFolder()
        let app = stores(root: scratch.url)
        let anas = try app.store(for: AccountRecord(account: "ana", record: "favorite-1"))
        anas.send(.save(note: "ana's"))
        // Bo signs in while Ana's save is on its way; Ana's store keeps running under her session.
        let bos = try app.store(for: AccountRecord(account: "bo", record: "favorite-1"))
        await anasSession.release(.store(note: "ana's"), replying: [.saved])
        await anasSession.release(.log(message: "saving"))
        #expect(anas.state == .saved(note: "ana's"))
        #expect(anas.pendingOperations.isEmpty)
        #expect(bos.state == .idle)
        #expect(bos.counts.total == 0, "no answer of Ana's reached Bo's store")
        #expect(bosSession.held.isEmpty)
        app.removeAll()
        await app.finish()
    }
}
