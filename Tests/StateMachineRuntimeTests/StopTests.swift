import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `stop()`: the screen went away. In-flight work is cancelled, and whatever it still sends
/// (a server call that completed anyway) is dropped and counted, never applied.
@Suite @MainActor struct StopTests {
    let operation = UUID.sample(1)

    @Test func aResultArrivingAfterStopIsDroppedAndCounted() async {
        let server = EffectGate<Favorite>(honoursCancellation: false)
        let store = MachineStore<Favorite>(state: .idle(confirmed: false), effects: server.handler)
        var records: [EventRecord<Favorite>] = []
        store.observer = { records.append($0) }
        store.send(.toggle(desired: true, operationID: operation))
        store.stop()
        await server.release(.save(operationID: operation, desired: true), replying: [.saved(operationID: operation, value: true)])
        await store.finish()
        #expect(store.state == .saving(confirmed: false, desired: true, operationID: operation))
        #expect(store.counts == .of(transitioned: 1, dropped: 1))
        #expect(records.count == 1)
        #expect(store.runningEffectCount == 0)
    }

    @Test func stopCancelsEveryTaskInFlight() async {
        let gate = EffectGate<Favorite>()
        let store = MachineStore<Favorite>(state: .idle(confirmed: false), effects: gate.handler)
        store.send(.toggle(desired: true, operationID: operation))
        store.send(.outcomeUnknown(operationID: operation))
        #expect(store.runningEffectCount == 2)
        store.stop()
        // Both handlers honour cancellation, so finish() returns without any release.
        await store.finish()
        #expect(store.runningEffectCount == 0)
        #expect(gate.cancelled.count == 2)
    }

    @Test func theOwnerCanKeepUsingTheStoreAfterStop() async {
        let server = EffectGate<Favorite>()
        let store = MachineStore<Favorite>(state: .idle(confirmed: false), effects: server.handler)
        store.stop()
        store.send(.toggle(desired: true, operationID: operation))
        await server.release(.save(operationID: operation, desired: true), replying: [.saved(operationID: operation, value: true)])
        #expect(store.state == .idle(confirmed: true))
        await store.finish()
        #expect(store.counts == .of(transitioned: 2))
    }
}

/// A store released while its effects run (the screen's owner went away) cancels them.
@Suite @MainActor struct StoreReleaseTests {
    @Test func releasingTheStoreCancelsItsEffects() async {
        let cancelled = Flag()
        var store: MachineStore<Favorite>?
        await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
            store = MachineStore(state: .idle(confirmed: false)) { _, _ in
                await withTaskCancellationHandler {
                    started.resume()
                    // Runs until cancelled: the stream never yields and ends on cancellation.
                    for await _ in AsyncStream<Void>.makeStream().stream {}
                } onCancel: {
                    cancelled.raise()
                }
            }
            store?.send(.toggle(desired: true, operationID: UUID.sample(1)))
        }
        #expect(!cancelled.isRaised)
        store = nil
        #expect(cancelled.isRaised)
    }
}
