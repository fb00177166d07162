import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// A store driven from its own callbacks: the observer sends or stops, a scope predicate reads
/// the store. Events are settled one at a time, in the order they were applied.
@Suite @MainActor struct ReentrancyTests {
    /// Opening fetches (bound to `loading`); the answer shows the page and renders it.
    enum Page: StateMachine {
        enum State: Equatable, Sendable {
            case idle
            case loading(Int)
            case shown(Int)
        }
        enum Event: Equatable, Sendable {
            case open(Int)
            case loaded(Int)
        }
        enum Effect: Equatable, Sendable {
            case fetch(Int)
            case render(Int)
        }
        enum Outcome: MachineOutcome {
            case transitioned(effects: [Effect])
            case unhandled
            var kind: OutcomeKind { self == .unhandled ? .unhandled : .transitioned }
            var effects: [Effect] { if case .transitioned(let effects) = self { effects } else { [] } }
        }

        static func reduce(_ state: inout State, on event: Event, context: Void) -> Outcome {
            switch (state, event) {
            case (_, .open(let page)):
                state = .loading(page)
                return .transitioned(effects: [.fetch(page)])
            case (.loading(let page), .loaded(let answered)) where answered == page:
                state = .shown(page)
                return .transitioned(effects: [.render(page)])
            default:
                return .unhandled
            }
        }
    }

    /// The effects in the order the store started them (it asks the policy once per start).
    final class StartLog {
        var started: [Page.Effect] = []
        func policy(_ effect: Page.Effect) -> EffectPolicy<Page> {
            started.append(effect)
            return .cancelOnExit
        }
    }

    @Test func anEventSentByTheObserverStartsItsEffectsAfterThoseOfTheEventObserved() async {
        let gate = EffectGate<Page>()
        let log = StartLog()
        let store = MachineStore<Page>(state: .idle, policy: log.policy, effects: gate.handler)
        var observed: [Int] = []
        var nestedOutcome: Page.Outcome?
        store.observer = { record in
            if record.event == .open(1) { nestedOutcome = store.send(.loaded(1)) }
            observed.append(record.sequence)
        }
        store.send(.open(1))
        #expect(nestedOutcome == .transitioned(effects: [.render(1)]))
        #expect(observed == [1, 2])
        #expect(log.started == [.fetch(1), .render(1)])
        #expect(store.state == .shown(1))
        // `fetch(1)` belongs to `loading(1)`, which the nested event left: cancelled, no release needed.
        await gate.release(.render(1))
        await store.finish()
        #expect(gate.cancelled == [.fetch(1)])
    }

    @Test func stopFromTheObserverStopsTheEffectsOfTheEventObserved() async {
        let server = EffectGate<Page>(honoursCancellation: false)
        let store = MachineStore<Page>(state: .idle, effects: server.handler)
        store.observer = { _ in store.stop() }
        store.send(.open(1))
        await server.release(.fetch(1), replying: [.loaded(1)])
        await store.finish()
        #expect(server.cancelled == [.fetch(1)])
        #expect(store.state == .loading(1))
        #expect(store.counts == .of(transitioned: 1, dropped: 1))
    }

    @Test func stopFromTheObserverAlsoStopsEffectsOfEventsWaitingToSettle() async {
        let gate = EffectGate<Page>()
        let log = StartLog()
        let store = MachineStore<Page>(state: .idle, policy: log.policy, effects: gate.handler)
        var observed: [Page.Event] = []
        store.observer = { record in
            if let event = record.event { observed.append(event) }
            guard record.event == .open(1) else { return }
            store.send(.loaded(1))
            store.stop()
            store.send(.open(2))
        }
        store.send(.open(1))
        // `render(1)` belonged to an event applied before stop(); `fetch(2)` to one applied after it.
        #expect(log.started == [.fetch(1), .fetch(2)])
        #expect(observed == [.open(1), .loaded(1), .open(2)])
        await gate.release(.fetch(2))
        await store.finish()
        #expect(gate.cancelled == [.fetch(1)])
    }

    @Test func aScopePredicateMayReadTheStore() async {
        let gate = EffectGate<Page>()
        var countsSeen: [Int] = []
        var store: MachineStore<Page>?
        store = MachineStore<Page>(
            state: .idle,
            policy: { _ in
                .whileState { state in
                    countsSeen.append(store?.runningEffectCount ?? -1)
                    return state != .idle
                }
            },
            effects: gate.handler)
        store?.send(.open(1))
        // Leaving `loading(1)` asks `fetch(1)`'s predicate, before `render(1)` starts.
        store?.send(.loaded(1))
        #expect(countsSeen == [1])
        await gate.release(.fetch(1))
        await gate.release(.render(1))
        await store?.finish()
        #expect(gate.cancelled.isEmpty)
    }
}
