import ExampleMachines
import Foundation
import Observation
import StateMachineRuntime
import Synchronization
import Testing

/// Views observe `state`; an event that leaves it equal must not make them re-render.
@Suite @MainActor struct ObservationTests {
    let operation = UUID.sample(1)

    /// Whether applying `event` notified an observer of `store.state`.
    func notifies(_ store: MachineStore<Favorite>, _ event: Favorite.Event) -> Bool {
        let fired = Flag()
        withObservationTracking {
            _ = store.state
        } onChange: {
            fired.raise()
        }
        store.send(event)
        return fired.isRaised
    }

    @Test func eventsThatLeaveTheStateEqualDoNotNotify() {
        let store = MachineStore<Favorite>(state: .idle(confirmed: false)) { _, _ in }
        #expect(!notifies(store, .saved(operationID: operation, value: true)), "unhandled in idle")
        #expect(!notifies(store, .sessionReplaced(value: false)), "a transition to an equal value")
        #expect(notifies(store, .toggle(desired: true, operationID: operation)), "idle → saving")
        #expect(!notifies(store, .toggle(desired: false, operationID: operation)), "ignored while saving")
        #expect(!notifies(store, .saved(operationID: UUID.sample(9), value: true)), "rejected: a stale result")
        #expect(notifies(store, .saved(operationID: operation, value: true)), "saving → idle")
        #expect(store.counts == .of(transitioned: 3, ignored: 1, rejected: 1, unhandled: 1))
        store.stop()
    }
}

/// Set from `onChange`, which may run on any thread.
final class Flag: Sendable {
    private let raised = Mutex(false)

    func raise() { raised.withLock { $0 = true } }
    var isRaised: Bool { raised.withLock { $0 } }
}
