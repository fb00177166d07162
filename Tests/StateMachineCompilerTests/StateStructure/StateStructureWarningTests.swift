import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The analyses read group rows, source lists, entry and exit like any other part of a spec.
@Suite struct StateStructureWarningTests {
    @Test func aGroupRowLeavesAndReachesStatesSoNoDeadEndOrUnreachableState() {
        expectDiagnostics(
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

            """, [])
    }

    @Test func anExplicitRowAfterAnAlwaysFiringGroupRowIsShadowed() {
        expectDiagnostics(
            """
            machine Pump
            initial idle
            state idle
            state running
            group active = idle, running
            event stop
            event go
            idle on go -> running
            2️⃣active on stop -> idle
            1️⃣running on stop -> running

            """,
            [
                .warning(
                    "1️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("2️⃣", "this earlier row always fires")])
            ])
    }

    @Test func aSourceListCoveredByEarlierRowsIsShadowedButAPartlyCoveredOneIsNot() {
        expectDiagnostics(
            """
            machine Pump
            initial idle
            state idle
            state running
            state paused
            event stop
            idle on stop -> running
            2️⃣running on stop -> paused
            1️⃣idle, running on stop -> idle
            running, paused on stop -> idle

            """,
            [
                .warning(
                    "1️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("2️⃣", "this earlier row always fires")])
            ])
    }

    @Test func effectsOnlyEntryOrExitEmitsAreUsed() {
        expectDiagnostics(
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

            """,
            [.warning("1️⃣", .unusedEffect, "effect 'horn' is never emitted by any row, entry or exit")])
    }

    @Test func anUnusedEntryBindingIsReported() {
        expectDiagnostics(
            """
            machine Pump
            initial idle(1)
            state idle(level: Int)
            event go
            effect spin
            entry idle(1️⃣level) / spin
            idle on go -> idle(2)

            """,
            [.warning("1️⃣", .unusedBinding, "'level' is bound but never used; replace it with '_'")])
    }
}
