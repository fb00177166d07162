import Testing

@testable import StateMachineCompiler

/// A hole once found in the tables: `waiting(id, _) on reply(id, v) [id != lastSeen]`. The "id differs"
/// case must fail the row by the identity alone, so a reducer that read `id` from either
/// side without comparing the two still meets a guard that holds, and fires wrongly.
@Suite struct GuardedIdentityTests {
    @Test func theDiffersCaseKeepsTheGuardTrueWhicheverSideIsRead() throws {
        let machine = try GuardedIdentitySpec.machine()
        let differs = try #require(
            TransitionTable.cases(for: machine).first { $0.reasons.contains(CaseReason(line: 24, kind: .repeatedName("id"))) })
        let lastSeen = differs.context[0]
        #expect(differs.state.values[0] != differs.event.values[0])
        #expect(differs.state.values[0] != lastSeen)
        #expect(differs.event.values[0] != lastSeen)
        #expect(differs.outcome == .rejected)
    }

    @Test func aReducerReadingTheIdentityFromTheEventAloneFailsTheTable() throws {
        let machine = try GuardedIdentitySpec.machine()
        let cases = TransitionTable.cases(for: machine)
        let readsEventSide = try #require(
            Mutant.all(of: machine).first { $0.description == "receipt.sm:24 id read from the event side only" })
        let readsStateSide = try #require(Mutant.all(of: machine).first { $0.description == "receipt.sm:24 id not compared (event side)" })
        // Verdicts first, so a failure prints a Bool rather than the whole machine.
        let eventSideDetected = readsEventSide.isDetected(by: cases)
        let stateSideDetected = readsStateSide.isDetected(by: cases)
        #expect(eventSideDetected)
        #expect(stateSideDetected)
    }
}
