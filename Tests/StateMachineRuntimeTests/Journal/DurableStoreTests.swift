import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// A store with a journal: the order it restores in, what `stop()` means for durable effects,
/// and what it counts.
@Suite @MainActor struct DurableStoreTests {
    let owner = Ledger.Context(owner: "ana")

    @Test func restoringReperformsPendingEffectsBeforeEntryEffectsAndActivitiesAndNeverTwice() throws {
        let scratch = try ScratchFolder()
        let url = scratch.file("ledger.journal")
        let recorded: DurableOperation
        do {
            // An earlier life: it entered saving(a) and recorded its store, then died.
            let earlier = try MachineStore<Ledger>(
                journal: MachineJournal(url: url), state: .idle, context: owner, effects: EffectGate<Ledger>().handler)
            earlier.send(.save(note: "a"))
            recorded = try #require(earlier.pendingOperations.first)
            earlier.stop()
        }
        let gate = EffectGate<Ledger>()
        var policyAsked: [Ledger.Effect] = []
        let store = try MachineStore<Ledger>(
            journal: MachineJournal<Ledger>(url: url), state: .idle, context: Ledger.Context(owner: "someone else"),
            policy: { effect in
                policyAsked.append(effect)
                return .runToCompletion
            }, effects: gate.handler)
        #expect(store.state == .saving(note: "a"))
        #expect(store.context == owner)
        #expect(
            gate.held == [.store(note: "a"), .log(message: "resumed"), .log(message: "watching")],
            "the pending store, then the entry effects without a second store, then the state's activity")
        #expect(policyAsked == [.store(note: "a"), .log(message: "resumed")], "activities run to completion without asking")
        #expect(store.durability.reperformed == 1)
        #expect(store.durability.started == 1)
        #expect(store.pendingOperations == [recorded], "the re-performed operation, and no second one")
        store.stop()
    }

    @Test func theHandlerOfAReperformedEffectSeesItsOriginalOperation() async throws {
        let scratch = try ScratchFolder()
        let url = scratch.file("ledger.journal")
        let firstJournal = MachineJournal<Ledger>(url: url)
        let first = try MachineStore<Ledger>(journal: firstJournal, state: .idle, context: owner) { _, _ in
            try? await Task.sleep(for: .seconds(86_400))
        }
        first.send(.save(note: "a"))
        let original = try #require(first.pendingOperations.first)
        first.stop()
        await first.finish()
        #expect(first.durability.unknownOutcomes == 1)
        firstJournal.close()  // the app's first life ends: its journal lets go of the file

        let seen = OperationsSeen()
        let second = try MachineStore<Ledger>(journal: MachineJournal(url: url), state: .idle, context: owner) { effect, send in
            if case .store = effect {
                await seen.append(DurableOperation.current)
                await send(.saved)
            }
        }
        await second.finish()
        #expect(seen.operations == [original])
        #expect(second.state == .saved(note: "a"))
        #expect(second.pendingOperations.isEmpty)
        #expect(second.durability.completed == 1)
    }

    @Test func stopLeavesDurableOperationsInTheJournalForTheNextStore() async throws {
        let scratch = try ScratchFolder()
        let url = scratch.file("ledger.journal")
        let gate = EffectGate<Ledger>()
        let journal = MachineJournal<Ledger>(url: url)
        let screen = try MachineStore<Ledger>(journal: journal, state: .idle, context: owner, effects: gate.handler)
        screen.send(.save(note: "a"))
        screen.stop()
        await screen.finish()
        #expect(gate.cancelled.contains(.store(note: "a")))
        #expect(screen.pendingOperations.count == 1)
        journal.close()
        let reopened = try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner)
        #expect(reopened.pending.map(\.effect) == [.store(note: "a")])
    }

    @Test func anAppScopeOwnerLetsADurableEffectFinishAfterTheScreenIsGone() async throws {
        let scratch = try ScratchFolder()
        let gate = EffectGate<Ledger>()
        let folder = JournalFolder(root: scratch.url, account: "ana")
        // The app owns the stores; a screen only sends to one and goes away without stopping it.
        let appScope = KeyedMachineStores<String, Ledger> { instance in
            (try? MachineStore<Ledger>(
                journal: MachineJournal(folder: folder, instance: instance), state: .idle, context: owner, effects: gate.handler))
                ?? MachineStore<Ledger>(state: .idle, context: owner, effects: gate.handler)
        }
        do {
            let screen = appScope["note-1"]
            screen.send(.save(note: "a"))
        }
        await gate.release(.store(note: "a"), replying: [.saved])
        await gate.release(.log(message: "saving"))
        await appScope.finish()
        #expect(appScope["note-1"].state == .saved(note: "a"))
        #expect(appScope["note-1"].pendingOperations.isEmpty)
        appScope.removeAll()  // the app ends; its stores and their journals go with it
        let reopened = try MachineJournal<Ledger>(folder: folder, instance: "note-1").open(state: .idle, context: owner)
        #expect(reopened.pending.isEmpty)
    }

    @Test func contextChangesAreRestoredAndStaleRepliesCounted() async throws {
        let scratch = try ScratchFolder()
        let url = scratch.file("ledger.journal")
        let journal = MachineJournal<Ledger>(url: url)
        let store = try MachineStore<Ledger>(journal: journal, state: .idle, context: owner) { effect, send in
            if case .store = effect {
                await send(.saved)
                await send(.saved)  // a duplicate answer: nothing left to apply it to
            }
        }
        store.context = Ledger.Context(owner: "bo")
        store.send(.save(note: "a"))
        await store.finish()
        #expect(store.durability.staleReplies == 1)
        #expect(store.durability.completed == 1)
        journal.close()
        let reopened = try MachineJournal<Ledger>(url: url).open(state: .idle, context: owner)
        #expect(reopened.context == Ledger.Context(owner: "bo"))
        #expect(reopened.state == .saved(note: "a"))
    }
}

/// The operations effect handlers saw, collected on the main actor.
@MainActor final class OperationsSeen {
    private(set) var operations: [DurableOperation?] = []
    func append(_ operation: DurableOperation?) { operations.append(operation) }
}
