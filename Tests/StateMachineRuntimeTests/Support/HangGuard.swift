import StateMachineRuntimeTesting
import Testing

/// Runs `body`; if it has not returned after `limit` of waiting, records an issue and calls
/// `unstick` (moving a clock far ahead, say) every second until it returns, so that a test
/// that would wait for ever fails and ends instead of hanging the suite. A guard, not a timing
/// assertion: a test that passes never reaches the limit. The limit is counted in seconds the
/// watchdog was also given the main actor, one at a time, not in wall-clock time: in a loaded
/// parallel run the main actor's queue holds other tests' work for many minutes, and a test
/// waiting behind it is slow, not hung (a wall-clock guard fired there twice).
@MainActor
func failingInsteadOfHanging(
    limit: Duration = .seconds(600), sourceLocation: SourceLocation = #_sourceLocation, unstick: @escaping @MainActor () async -> Void,
    _ body: () async -> Void
) async {
    let watchdog = Task { @MainActor in
        // Each second resumes on the main actor, so a second counts only once the queue let it run.
        for _ in 0..<limit.components.seconds {
            guard (try? await Task.sleep(for: .seconds(1))) != nil else { return }
        }
        Issue.record("still waiting after \(limit) of turns on the main actor: the test would hang here", sourceLocation: sourceLocation)
        // Again and again: what one unsticking wakes may wait anew (a second request).
        repeat { await unstick() } while (try? await Task.sleep(for: .seconds(1))) != nil
    }
    await body()
    watchdog.cancel()
}

/// As above, moving `clock` a day ahead, which ends every sleep on it.
@MainActor
func failingInsteadOfHanging(_ clock: TestClock, sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> Void) async {
    await failingInsteadOfHanging(sourceLocation: sourceLocation, unstick: { await clock.advance(by: .seconds(86_400)) }, body)
}
