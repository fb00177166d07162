import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// Walks through `after` rows whose delay is a context field: the walk compares timers by the
/// field's sample (`Duration` sample n lasts n seconds). Worked out by hand: the scenarios'
/// context has `patience` = sample 1 (1 s), so `waiting after patience` is due before the
/// group's 5 min timer, and `stuck after 10s` before it too.
@Suite struct FieldDelayScenarioTests {
    // Rows: line 13 `idle on go`, 14 `busy on stop`, 15 `waiting after patience` (timer 0),
    // 16 `stuck after 10s`, 17 `busy after 5min`.
    static let spec = MarkedSpec(
        """
        machine Job
        context { patience: Duration }
        initial idle
        state idle
        state waiting
        state stuck
        state done final
        group busy = waiting, stuck
        event go
        event stop
        effect alarm

        idle on go -> waiting
        busy on stop -> idle
        waiting after patience -> stuck / alarm
        stuck after 10s -> done
        busy after 5min -> idle
        """)

    private func plan() throws -> ScenarioPlan {
        Pipeline.plan(try #require(Self.spec.check().machine)).scenarios
    }

    @Test func aFieldDelayedTimerIsWalkedWhereItsSampleIsDueFirst() throws {
        // The shortest walk to line 16 fires line 15's timer on the way, so it stands for both.
        let plan = try plan()
        let done = try #require(plan.scenarios.first { $0.kind == .path(line: 16) })
        #expect(done.title == "idle → waiting → after patience → stuck → after 10s → done")
        #expect(done.steps.map(\.input).suffix(2) == [.timer(0), .timer(1)])
        #expect(done.steps.map(\.firedLine).suffix(2) == [15, 16])
    }

    @Test func aLongerTimerOfTheGroupIsNotWalkedWhereAShorterOneActsFirst() throws {
        // In `waiting` the 1 s field timer, in `stuck` the 10 s one, leave before 5 min.
        #expect(try plan().unreached == [17])
    }

    @Test func theStaleFieldTimerRaceIsWalked() throws {
        let race = try #require(try plan().scenarios.first { $0.kind == .staleTimer(line: 15) })
        #expect(race.title == "idle → waiting → idle, after patience unhandled → waiting → after patience → stuck")
    }
}
