import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The cases the tables add for entry and exit, checked against specs/pricing.sm by hand.
@Suite struct StateStructureTableTests {
    let machine: Machine
    let cases: [TransitionCase]

    init() throws {
        machine = try ExampleSpecs.machine("pricing")
        cases = TransitionTable.cases(for: machine)
    }

    private func cases(_ kind: CaseReason.Kind, line: Int) -> [TransitionCase] {
        cases.filter { $0.reasons.contains(CaseReason(line: line, kind: kind)) }
    }

    @Test func everyDeclarationThatARowCanRunHasACaseWhereItContributes() {
        // Lines 41–45; `entry open` (line 40) runs only when the machine starts.
        for (line, kind) in [(41, StateEffects.Kind.exit), (42, .exit), (43, .entry), (44, .exit), (45, .entry)] {
            #expect(!cases(.contributes(kind), line: line).isEmpty, "line \(line)")
        }
        #expect(cases(.contributes(.entry), line: 40).isEmpty)
    }

    @Test func theGuardedEntryHasACaseWhereItDoesNotContribute() throws {
        let withheld = try #require(cases(.withheld(.entry), line: 45).first)
        // tracksSlowQuotes is the third context field; waitingLonger is state 2, cancelTimeout effect 5.
        #expect(withheld.context[2] == .bool(false))
        #expect(withheld.next.index == 2)
        #expect(withheld.outcome == .transitioned(effects: [RuntimeCase(5, withheld.state.values)]))
    }

    @Test func theRowBackIntoLoadingIsAReentryCase() throws {
        let reentry = try #require(cases(.reentry, line: 48).first)
        #expect(reentry.state.index == 1 && reentry.next.index == 1)
        guard case .transitioned(let effects) = reentry.outcome else {
            Issue.record("expected a transition, got \(reentry.outcome)")
            return
        }
        // cancelTimeout(old), fetchQuote(checkoutID, new), startTimeout(new, seconds): no group effects.
        #expect(effects.map(\.index) == [5, 2, 4])
    }

    @Test func theStartTableHasEveryStateAndBothSidesOfTheGuardedEntry() {
        let starts = StartTable.cases(for: machine)
        #expect(Set(starts.map(\.state.index)) == Set(machine.states.indices))
        #expect(starts.contains { $0.reasons.contains(CaseReason(line: 45, kind: .withheld(.entry))) })
        #expect(starts.contains { $0.reasons.contains(CaseReason(line: 45, kind: .contributes(.entry))) })
        // Starting in `closed`, outside `open`, performs nothing.
        #expect(starts.first { $0.state.index == 5 }?.effects == [])
    }
}
