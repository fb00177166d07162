import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// The optimistic favorite toggle's acceptance sequence, driven through a store whose save replies the test
/// releases one by one: a rejected write rolls back, a duplicate callback changes nothing,
/// and an old session's answer cannot touch the new session.
@Suite @MainActor struct FavoriteAcceptanceTests {
    let first = UUID.sample(1)
    let second = UUID.sample(2)
    let oldSession = UUID.sample(3)
    let current = UUID.sample(4)
    let ignoredTap = UUID.sample(5)

    @Test func theSeedSequence() async {
        let server = EffectGate<Favorite>()
        let store = MachineStore<Favorite>(state: .idle(confirmed: false), effects: server.handler)

        // A rejected write rolls back; a second tap while saving sends no request.
        #expect(
            store.send(.toggle(desired: true, operationID: first))
                == .transitioned(effects: [
                    .save(operationID: first, desired: true)
                ]))
        #expect(store.send(.toggle(desired: false, operationID: ignoredTap)) == .ignored)
        await server.release(.save(operationID: first, desired: true), replying: [.rejected(operationID: first)])
        #expect(store.state == .idle(confirmed: false))

        // The server's value wins, and a duplicate callback changes nothing.
        store.send(.toggle(desired: true, operationID: second))
        await server.release(
            .save(operationID: second, desired: true),
            replying: [
                .saved(operationID: second, value: true), .saved(operationID: second, value: false),
            ])
        #expect(store.state == .idle(confirmed: true))

        // An old session's answer arrives after the new session started its own write.
        store.send(.toggle(desired: false, operationID: oldSession))
        store.send(.sessionReplaced(value: false))
        store.send(.toggle(desired: true, operationID: current))
        await server.release(
            .save(operationID: oldSession, desired: false),
            replying: [
                .saved(operationID: oldSession, value: false)
            ])
        #expect(store.state == .saving(confirmed: false, desired: true, operationID: current))
        await server.release(.save(operationID: current, desired: true), replying: [.rejected(operationID: current)])
        #expect(store.state == .idle(confirmed: false))

        await store.finish()
        #expect(server.held.isEmpty)
        // The duplicate callback reaches `idle`, where favorite.sm has no row: counted, not trapped.
        #expect(store.counts == OutcomeCounts.of(transitioned: 8, ignored: 1, rejected: 1, unhandled: 1))
    }
}
