import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

@Suite @MainActor struct RecordTests {
    @Test func everyEventYieldsOneRecordWithTheStatesAroundIt() {
        let store = MachineStore<Favorite>(state: .idle(confirmed: false)) { _, _ in }
        var records: [EventRecord<Favorite>] = []
        store.observer = { records.append($0) }
        store.send(.toggle(desired: true, operationID: UUID.sample(1)))
        store.send(.serverValueLoaded(value: true))
        #expect(records.map(\.sequence) == [1, 2])
        #expect(records.map(\.outcome) == [.transitioned(effects: [.save(operationID: UUID.sample(1), desired: true)]), .unhandled])
        #expect(records.first?.stateBefore == .idle(confirmed: false))
        #expect(records.first?.stateAfter == .saving(confirmed: false, desired: true, operationID: UUID.sample(1)))
        #expect(records.last?.stateBefore == records.last?.stateAfter)
        // How a test fails on an illegal transition: the counter names it.
        #expect(store.counts.unhandled == 1)
        store.stop()
    }
}

/// A store created in a state performs that state's entry effects: a hand-written machine,
/// and the machine generated from specs/pricing.sm, whose spec declares them.
@Suite @MainActor struct EntryEffectTests {
    enum Lamp: StateMachine {
        enum State: Equatable, Sendable { case off, on }
        enum Event: Equatable, Sendable { case switched }
        enum Effect: Equatable, Sendable { case glow }
        enum Outcome: MachineOutcome {
            case transitioned(effects: [Effect])
            case unhandled
            var kind: OutcomeKind { self == .unhandled ? .unhandled : .transitioned }
            var effects: [Effect] { if case .transitioned(let effects) = self { effects } else { [] } }
        }

        static func reduce(_ state: inout State, on event: Event, context: Void) -> Outcome {
            state = state == .on ? .off : .on
            return .transitioned(effects: [])
        }

        static func entryEffects(of state: State, context: Void) -> [Effect] { state == .on ? [.glow] : [] }
    }

    @Test func aStoreStartedInAStatePerformsItsEntryEffects() async {
        let gate = EffectGate<Lamp>()
        let store = MachineStore<Lamp>(state: .on, effects: gate.handler)
        #expect(store.runningEffectCount == 1)
        await gate.release(.glow)
        await store.finish()
        #expect(MachineStore<Lamp>(state: .off, effects: gate.handler).runningEffectCount == 0)
    }

    @Test func aPricingStoreRestoredIntoLoadingFetchesAndTimesAgain() async {
        let gate = EffectGate<Pricing>()
        let clock = TestClock()
        let context = Pricing.Context(checkoutID: UUID.sample(1), tracksSlowQuotes: true)
        let store = MachineStore<Pricing>(state: .loading(revision: 3), context: context, clock: clock, effects: gate.handler)
        // `open`'s entry, then `loading(revision)`'s, as entryEffects(of:context:) lists them; the
        // store arms `loading`'s 5 s timer itself.
        let expected: [Pricing.Effect] = [.observeInputs, .fetchQuote(checkoutID: UUID.sample(1), revision: 3)]
        #expect(Pricing.entryEffects(of: store.state, context: context) == expected)
        #expect(store.runningEffectCount == 2)
        #expect(store.armedTimerCount == 1)
        for effect in expected { await gate.release(effect) }
        await store.finish()
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(5))
        #expect(store.state == .waitingLonger(revision: 3))
        #expect(store.armedTimerCount == 0)
    }

    @Test func machinesWithoutEntryEffectsStartNone() {
        let store = MachineStore<Favorite>(state: .syncing(confirmed: true)) { _, _ in }
        #expect(store.runningEffectCount == 0)
    }
}
