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

    /// `loading(r) on quoteReceived(r, t) [r == quoteRevision]`: the reducer that forgot the
    /// state-side identity (`loading(_) on quoteReceived(r, t) ...`) passed every generated
    /// test, since the one "differs" case had the guard true on the state's value only.
    @Test func anEqualityGuardGetsADiffersCaseForEachSideAndBothForgottenIdentitiesDie() throws {
        let machine = try GuardedIdentitySpec.equalityMachine()
        let cases = TransitionTable.cases(for: machine)
        let differs = cases.filter { $0.reasons.contains(CaseReason(line: 17, kind: .repeatedName("r"))) }
        let revision = try #require(differs.first?.context.first)
        #expect(differs.count == 2)
        #expect(differs.contains { $0.state.values[0] == revision && $0.event.values[0] != revision })
        #expect(differs.contains { $0.event.values[0] == revision && $0.state.values[0] != revision })
        let mutants = Mutant.all(of: machine)
        let forgotStateSide = try #require(mutants.first { $0.description == "revision.sm:17 r read from the event side only" })
        let forgotEventSide = try #require(mutants.first { $0.description == "revision.sm:17 r not compared (event side)" })
        let stateSideDetected = forgotStateSide.isDetected(by: cases)
        let eventSideDetected = forgotEventSide.isDetected(by: cases)
        #expect(stateSideDetected)
        #expect(eventSideDetected)
    }
}
