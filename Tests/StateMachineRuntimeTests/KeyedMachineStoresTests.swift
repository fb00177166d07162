import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// Each row of a list holds its own favorite machine.
@Suite @MainActor struct KeyedMachineStoresTests {
    let recordA = "A"
    let recordB = "B"
    /// Both rows' writes carry the same operation ID on purpose: routing must not depend on it.
    let operation = UUID.sample(1)

    @Test func anAnswerForRecordANeverTouchesRecordB() async {
        let server = EffectGate<Favorite>()
        let favorites = KeyedMachineStores<String, Favorite> { _ in
            MachineStore(state: .idle(confirmed: false), effects: server.handler)
        }
        favorites[recordA].send(.toggle(desired: true, operationID: operation))
        favorites[recordB].send(.toggle(desired: true, operationID: operation))

        // Two equal effects are held; the gate releases the older one, record A's.
        await server.release(.save(operationID: operation, desired: true), replying: [.saved(operationID: operation, value: true)])
        #expect(favorites[recordA].state == .idle(confirmed: true))
        #expect(favorites[recordB].state == .saving(confirmed: false, desired: true, operationID: operation))

        await server.release(.save(operationID: operation, desired: true), replying: [.rejected(operationID: operation)])
        #expect(favorites[recordB].state == .idle(confirmed: false))
        #expect(favorites[recordA].state == .idle(confirmed: true))
        await favorites.finish()
    }

    @Test func removingAllStoresStopsThemAndTheNextAccessStartsFresh() async {
        let server = EffectGate<Favorite>(honoursCancellation: false)
        let favorites = KeyedMachineStores<String, Favorite> { _ in
            MachineStore(state: .idle(confirmed: false), effects: server.handler)
        }
        let oldRow = favorites[recordA]
        oldRow.send(.toggle(desired: true, operationID: operation))
        favorites.removeAll()
        #expect(favorites.keys.isEmpty)
        await server.release(.save(operationID: operation, desired: true), replying: [.saved(operationID: operation, value: true)])
        #expect(oldRow.counts.dropped == 1)
        #expect(favorites[recordA] !== oldRow)
        #expect(favorites[recordA].state == .idle(confirmed: false))
    }
}
