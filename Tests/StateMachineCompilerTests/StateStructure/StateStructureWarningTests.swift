import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The analyses read group rows, source lists, entry and exit like any other part of a spec.
@Suite struct StateStructureWarningTests {
    private func warnings(_ marked: String) -> (summaries: [String], spec: MarkedSpec) {
        let spec = MarkedSpec(marked)
        return (spec.check().summaries, spec)
    }

    @Test func aGroupRowLeavesAndReachesStatesSoNoDeadEndOrUnreachableState() {
        let (found, _) = warnings(
            """
            machine Pump
            initial idle
            state idle
            state running
            state draining
            state done final
            group active = running, draining
            event start
            event stop
            idle on start -> running
            active on stop -> done
            running on start -> draining

            """)
        #expect(found == [])
    }

    @Test func anExplicitRowAfterAnAlwaysFiringGroupRowIsShadowed() {
        let (found, spec) = warnings(
            """
            machine Pump
            initial idle
            state idle
            state running
            group active = idle, running
            event stop
            event go
            idle on go -> running
            active on stop -> idle
            1️⃣running on stop -> running

            """)
        #expect(found == ["\(spec.location("1️⃣")!): warning: row can never fire: an earlier row for the same state and event always fires"])
    }

    @Test func aSourceListCoveredByEarlierRowsIsShadowedButAPartlyCoveredOneIsNot() {
        let (found, spec) = warnings(
            """
            machine Pump
            initial idle
            state idle
            state running
            state paused
            event stop
            idle on stop -> running
            running on stop -> paused
            1️⃣idle, running on stop -> idle
            running, paused on stop -> idle

            """)
        #expect(found == ["\(spec.location("1️⃣")!): warning: row can never fire: an earlier row for the same state and event always fires"])
    }

    @Test func effectsOnlyEntryOrExitEmitsAreUsed() {
        let (found, spec) = warnings(
            """
            machine Pump
            initial idle
            state idle
            state running
            event go
            effect spin
            effect brake
            effect 1️⃣horn
            entry running / spin
            exit running / brake
            idle on go -> running
            running on go -> idle

            """)
        #expect(found == ["\(spec.location("1️⃣")!): warning: effect 'horn' is never emitted by any row, entry or exit"])
    }

    @Test func anUnusedEntryBindingIsReported() {
        let (found, spec) = warnings(
            """
            machine Pump
            initial idle(1)
            state idle(level: Int)
            event go
            effect spin
            entry idle(1️⃣level) / spin
            idle on go -> idle(2)

            """)
        #expect(found == ["\(spec.location("1️⃣")!): warning: 'level' is bound but never used; replace it with '_'"])
    }
}
