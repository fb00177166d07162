import StateMachineRuntimeTesting
import Testing

/// The guard itself: a body that would wait for ever is failed and ended, and one that returns
/// is left alone.
@Suite @MainActor struct HangGuardTests {
    @Test func aBodyThatWouldWaitForEverIsFailedAndEnded() async {
        let clock = TestClock()
        await withKnownIssue {
            // Nothing advances this clock but the guard.
            let unstick: @MainActor @Sendable () async -> Void = { await clock.advance(by: .seconds(86_400)) }
            await failingInsteadOfHanging(limit: .seconds(2), unstick: unstick, { try? await clock.sleep(for: .seconds(60)) })
        } matching: {
            $0.description.contains("still waiting after")
        }
    }

    @Test func aBodyThatReturnsRecordsNothing() async {
        await failingInsteadOfHanging(limit: .seconds(2), unstick: {}, { await Task.yield() })
    }
}
