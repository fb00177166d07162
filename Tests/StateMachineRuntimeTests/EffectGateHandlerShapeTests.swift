import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// When `held` lists an effect depends on whether the store's handler suspends before it
/// reaches the gate, and a test that awaits `finish()` with an effect still held fails
/// instead of hanging.
@Suite @MainActor struct EffectGateHandlerShapeTests {
    /// A way for an app's handler to reach the gate.
    enum Shape: String, CaseIterable {
        case nonisolatedClosure, mainActorClosure, throughANonisolatedFunction
        case afterAwaitingTheMainActor, afterAYield, afterAnotherActor

        /// Whether the handler suspends before it reaches the gate.
        var suspendsFirst: Bool { [.afterAwaitingTheMainActor, .afterAYield, .afterAnotherActor].contains(self) }

        func wrapping(_ gate: @escaping MachineStore<Quote>.EffectHandler) -> MachineStore<Quote>.EffectHandler {
            switch self {
            case .nonisolatedClosure: { effect, send in await gate(effect, send) }
            case .mainActorClosure: { @MainActor effect, send in await gate(effect, send) }
            case .throughANonisolatedFunction: { @MainActor effect, send in await forward(effect, send, to: gate) }
            case .afterAwaitingTheMainActor:
                { @MainActor effect, send in
                    await MainActor.run {}
                    await gate(effect, send)
                }
            case .afterAYield:
                { effect, send in
                    await Task.yield()
                    await gate(effect, send)
                }
            case .afterAnotherActor:
                { effect, send in
                    await Cache().touch()
                    await gate(effect, send)
                }
            }
        }
    }

    /// Nothing but the test can release a held effect: `finish()` says so at once and returns,
    /// leaving the effect held, rather than waiting for the gate's release timeout.
    @Test func finishWithAnEffectStillHeldRecordsAnIssueAndReturns() async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        store.send(.refresh(revision: 7))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("`fetchQuote(revision:)` is held by an EffectGate that has not released fetchQuote(revision: 7)")
            }
        }
        #expect(gate.held == [.fetchQuote(revision: 7)])
        await gate.release(.fetchQuote(revision: 7), replying: [.quoteLoaded(revision: 7, total: 70)])
        await store.finish()
        #expect(store.state == .loaded(revision: 7, total: 70))
    }

    /// The gate's release timeout still ends an effect held too long: the handler replies nothing.
    @Test func anEffectHeldPastTheReleaseTimeoutCompletesWithoutReplying() async {
        let gate = EffectGate<Quote>(releaseTimeout: .milliseconds(50))
        let store = MachineStore<Quote>(state: .idle, effects: gate.handler)
        await withKnownIssue {
            // Sent inside, so the effect's task, which records the issue, knows it is expected.
            store.send(.refresh(revision: 7))
            // Polls: the timeout is the one wait here that only real time ends.
            while store.runningEffectCount > 0 { try? await Task.sleep(for: .milliseconds(5)) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("EffectGate held fetchQuote(revision: 7)") }
        }
        #expect(gate.held.isEmpty)
        #expect(store.state == .loading(revision: 7), "the abandoned effect replied nothing")
    }

    /// Isolation does not matter, suspending does: a handler that reaches the gate without
    /// suspending is held when `send` returns; one that suspends first (a branch that awaits
    /// the main actor, a yield, another actor) is held once `waitUntilHeld` returns.
    @Test(arguments: Shape.allCases)
    func heldListsTheEffectAtOnceUnlessTheHandlerSuspendsFirst(_ shape: Shape) async {
        let gate = EffectGate<Quote>()
        let store = MachineStore<Quote>(state: .idle, effects: shape.wrapping(gate.handler))
        store.send(.refresh(revision: 7))
        #expect(gate.held == (shape.suspendsFirst ? [] : [.fetchQuote(revision: 7)]))
        await gate.waitUntilHeld(.fetchQuote(revision: 7))
        #expect(gate.held == [.fetchQuote(revision: 7)])
        await gate.release(.fetchQuote(revision: 7), replying: [.quoteLoaded(revision: 7, total: 70)])
        #expect(store.state == .loaded(revision: 7, total: 70))
    }
}

/// A nonisolated `async` function between a handler and the gate, as an app's helper would be.
private func forward(
    _ effect: Quote.Effect, _ send: MachineStore<Quote>.Send, to handler: MachineStore<Quote>.EffectHandler
) async {
    await handler(effect, send)
}

/// Another actor a handler may call before it performs the effect.
private actor Cache {
    func touch() {}
}
