import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The timer table of `KettleSpec`, every expectation worked out by hand from the spec:
/// states cold 0, heating 1, boiling 2, off 3 (final); effects beep 0, whistle 1;
/// timers 0 `heating(level) after 2min [patient]` (line 15), 1 `boiling(3) after 30s`
/// (line 16), 2 `hot after 10min` (line 17).
@Suite struct TimerTableTests {
    private func cases(timer: Int) throws -> [TimerCase] {
        try TimerTable.cases(for: KettleSpec.machine()).filter { $0.timer == timer }
    }

    private func reasons(_ cases: [TimerCase], _ kind: CaseReason.Kind) -> [TimerCase] {
        cases.filter { $0.reasons.contains { $0.kind == kind } }
    }

    @Test func aTimerOutsideItsSourceChangesNothingInEveryOtherState() throws {
        // heating's timer outside heating: cold, boiling, off. hot's timer: cold and off only.
        for (timer, line, states) in [(0, 15, [0, 2, 3]), (1, 16, [0, 1, 3]), (2, 17, [0, 3])] {
            let outside = reasons(try cases(timer: timer), .notInSource)
            #expect(outside.map(\.state.index) == states, "timer \(timer)")
            #expect(outside.allSatisfy { $0.outcome == .unhandled && $0.next == $0.state }, "timer \(timer)")
            #expect(outside.allSatisfy { $0.reasons == [CaseReason(line: line, kind: .notInSource)] }, "timer \(timer)")
        }
    }

    @Test func aGuardedTimerFiresWhenItsGuardHoldsAndIsRejectedWhenNot() throws {
        let heating = try cases(timer: 0).filter { $0.state.index == 1 }
        #expect(heating.count == 2)
        let fires = try #require(reasons(heating, .fires).first)
        let level = try #require(fires.state.values.first)
        #expect(fires.context == [.bool(true)])
        #expect(fires.outcome == .transitioned(effects: [RuntimeCase(0, [level])]))
        #expect(fires.next == RuntimeCase(2, [level]))
        let fails = try #require(reasons(heating, .guardFails).first)
        #expect(fails.context == [.bool(false)])
        #expect(fails.outcome == .rejected)
        #expect(fails.next == fails.state)
    }

    @Test func aTimerWithALiteralFiresOnItAndIsRejectedOnAnyOtherValue() throws {
        let boiling = try cases(timer: 1).filter { $0.state.index == 2 }
        #expect(boiling.count == 2)
        let fires = try #require(reasons(boiling, .fires).first)
        #expect(fires.state == RuntimeCase(2, [.integer(3)]))
        #expect(fires.outcome == .transitioned(effects: []))
        #expect(fires.next == RuntimeCase(0))
        let other = try #require(reasons(boiling, .literal(.integer(3))).first)
        #expect(other.state.index == 2 && other.state.values != [.integer(3)])
        #expect(other.outcome == .rejected)
        #expect(other.next == other.state)
    }

    @Test func aGroupsTimerFiresInEachOfItsStates() throws {
        let fired = reasons(try cases(timer: 2), .fires)
        #expect(fired.map(\.state.index) == [1, 2])
        #expect(fired.allSatisfy { $0.outcome == .transitioned(effects: [RuntimeCase(1)]) && $0.next == RuntimeCase(3) })
    }

    /// An exit the timer's move runs, with a guard: one case where it adds `dim(level)`, one
    /// where it adds nothing; the timer fires in both.
    @Test func aGuardedExitOnTheTimersMoveHasACaseOnEachSide() throws {
        let spec = """
            machine Lamp
            context { logs: Bool }
            initial off
            state off
            state lit(level: Int)
            event switchOn(level: Int)
            effect dim(level: Int)
            exit lit(level) [logs] / dim(level)
            off on switchOn(level) -> lit(level)
            lit after 10s -> off

            """
        let machine = try #require(Pipeline.check(SourceFile(path: "lamp.sm", text: spec)).machine)
        let inLit = TimerTable.cases(for: machine).filter { $0.state.index == 1 }
        #expect(inLit.count == 2)
        let contributing = try #require(inLit.first { $0.reasons.contains(CaseReason(line: 8, kind: .contributes(.exit))) })
        let level = try #require(contributing.state.values.first)
        #expect(contributing.context == [.bool(true)])
        #expect(contributing.outcome == .transitioned(effects: [RuntimeCase(0, [level])]))
        #expect(contributing.next == RuntimeCase(0))
        let withheld = try #require(inLit.first { $0.reasons.contains(CaseReason(line: 8, kind: .withheld(.exit))) })
        #expect(withheld.context == [.bool(false)])
        #expect(withheld.outcome == .transitioned(effects: []))
        #expect(withheld.next == RuntimeCase(0))
        #expect(inLit.contains { $0.reasons.contains(CaseReason(line: 10, kind: .fires)) })
    }

    @Test func casesComeByTimerThenStateAndAMachineWithoutTimersHasNone() throws {
        let all = TimerTable.cases(for: try KettleSpec.machine())
        #expect(all.map(\.timer) == [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2])
        #expect(all.map(\.state.index) == [0, 1, 1, 2, 3, 0, 1, 2, 2, 3, 0, 1, 2, 3])
        #expect(TimerTable.cases(for: try ExampleSpecs.machine("checkout")).isEmpty)
    }
}
