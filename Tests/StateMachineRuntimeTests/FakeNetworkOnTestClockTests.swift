import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// The app's fake network, as a test writes it: it answers after a latency slept on the test
/// clock, from the app's own async function, which the effect handler calls.
struct FakeQuoteServer: Sendable {
    let clock: TestClock
    let latency: Duration

    func total(forRevision revision: Int) async throws -> Int {
        try await clock.sleep(for: latency)
        return revision * 10
    }
}

/// A store whose handler reaches the test clock through the app's own async functions: the
/// test sends, advances the clock at once, and awaits `finish()`; none of it waits for ever.
@Suite @MainActor struct FakeNetworkOnTestClockTests {
    let clock = TestClock()

    func makeStore(latency: Duration) -> MachineStore<Quote> {
        let server = FakeQuoteServer(clock: clock, latency: latency)
        return MachineStore(state: .idle, clock: clock) { effect, send in
            guard case .fetchQuote(let revision) = effect else { return }
            if let total = try? await server.total(forRevision: revision) { await send(.quoteLoaded(revision: revision, total: total)) }
        }
    }

    @Test func advancingRightAfterSendReachesTheSleepTheHandlerStarts() async {
        let store = makeStore(latency: .seconds(1))
        await failingInsteadOfHanging(clock) {
            store.send(.refresh(revision: 1))
            await clock.advance(by: .seconds(1))
            #expect(store.state == .loaded(revision: 1, total: 10))
            await store.finish()
        }
        #expect(store.runningEffectCount == 0)
    }

    @Test func aSleepStartedAfterAWakeIsDueInTheSameAdvance() async {
        let server = FakeQuoteServer(clock: clock, latency: .milliseconds(400))
        // A first attempt, then a second one once the first has answered: two sleeps in a row.
        let store = MachineStore<Quote>(state: .idle, clock: clock) { effect, send in
            guard case .fetchQuote(let revision) = effect, (try? await server.total(forRevision: revision)) != nil,
                let total = try? await server.total(forRevision: revision)
            else { return }
            await send(.quoteLoaded(revision: revision, total: total))
        }
        await failingInsteadOfHanging(clock) {
            store.send(.refresh(revision: 2))
            await clock.advance(by: .milliseconds(800))
            #expect(store.state == .loaded(revision: 2, total: 20))
            await store.finish()
        }
    }

    @Test func finishNamesAnEffectSleepingOnAClockNobodyAdvances() async {
        let store = makeStore(latency: .seconds(3_600))
        await failingInsteadOfHanging(clock) {
            store.send(.refresh(revision: 7))
            let finishLine = #line + 2
            await withKnownIssue {
                await store.finish()
            } matching: { issue in
                // Recorded at the test's own call, which is where an editor shows it.
                issue.sourceLocation?.line == finishLine && issue.sourceLocation?.fileName == "FakeNetworkOnTestClockTests.swift"
                    && issue.comments.contains {
                        $0.rawValue.contains("`fetchQuote(revision:)` sleeps on the TestClock until 3,600 s; the clock is at 0 s")
                    }
            }
        }
        #expect(store.runningEffectCount == 1, "finish() returned while the fetch still sleeps")
        await clock.advance(by: .seconds(3_600))
        #expect(store.state == .loaded(revision: 7, total: 70))
    }
}
