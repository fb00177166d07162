import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// Scenarios with time, worked out by hand from specs/upload.sm: timers 0 `uploading after 5s`
/// (line 37), 1 `stalled after 10s [retriesAllowed]` (line 38), 2 `stalled after 2min` (line 39).
@Suite struct TimerScenarioTests {
    private func plan() throws -> ScenarioPlan {
        Pipeline.plan(try ExampleSpecs.machine("upload")).scenarios
    }

    @Test func shortestWalksReachEveryAfterRowAndReadAsWalks() throws {
        let plan = try plan()
        #expect(plan.unreached.isEmpty)
        let retry = try #require(plan.scenarios.first { $0.kind == .path(line: 38) })
        #expect(retry.title == "idle → uploading → after 5s → stalled → after 10s → uploading")
        #expect(retry.steps.map(\.input).suffix(2) == [.timer(0), .timer(1)])
        #expect(retry.steps.map(\.firedLine).suffix(2) == [37, 38])
        #expect(retry.context == [.bool(true)])
    }

    @Test func aTimerIsWalkedOnlyWhereNoEarlierTimerWouldActFirst() throws {
        // With retries allowed, the 10s timer leaves `stalled` before the 2min one is due:
        // the walk to line 39 needs the context where the 10s timer's guard fails.
        let plan = try plan()
        let giveUp = try #require(plan.scenarios.first { $0.kind == .path(line: 39) })
        #expect(giveUp.title == "idle → uploading → after 5s → stalled → after 2min → failed")
        #expect(giveUp.context == [.bool(false)])
        let firesTwoMinutes = plan.scenarios.filter { $0.steps.contains { $0.input == .timer(2) } }
        #expect(!firesTwoMinutes.isEmpty)
        #expect(firesTwoMinutes.allSatisfy { $0.context == [.bool(false)] })
    }

    @Test func theStaleTimerChangesNothingOutsideItsStateAndTheNewVisitsTimerFires() throws {
        let race = try #require(try plan().scenarios.first { $0.kind == .staleTimer(line: 37) })
        #expect(race.title == "idle → uploading → idle, after 5s unhandled → uploading → after 5s → stalled")
        // start → uploading, cancel → idle, the stale timer, start → uploading, the new visit's timer.
        #expect(race.steps.count == 5)
        #expect(race.steps[1].next == [RuntimeCase(0)])
        let stale = race.steps[2]
        #expect(stale.input == .timer(0))
        #expect(stale.outcome == .unhandled && stale.next == [RuntimeCase(0)])
        let last = try #require(race.steps.last)
        #expect(last.input == .timer(0) && last.firedLine == 37)
    }
}
