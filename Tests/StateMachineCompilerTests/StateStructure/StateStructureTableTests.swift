import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The cases the tables (events' and timers') add for entry and exit, checked against
/// specs/pricing.sm by hand.
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

    @Test func everyDeclarationThatAnEventRowCanRunHasACaseWhereItContributes() {
        // Lines 39–41; `entry open` (line 38) runs only when the machine starts, and only the
        // `after` row enters `waitingLonger` (line 42: its timer cases, below).
        for (line, kind) in [(39, StateEffects.Kind.exit), (40, .exit), (41, .entry)] {
            #expect(!cases(.contributes(kind), line: line).isEmpty, "line \(line)")
        }
        #expect(cases(.contributes(.entry), line: 38).isEmpty)
        #expect(cases(.contributes(.entry), line: 42).isEmpty)
    }

    @Test func theTimerIntoWaitingLongerFiresWithAndWithoutItsGuardedEntry() throws {
        // In `loading` (state 1) the timer fires; `waitingLonger` is state 2, reportSlowQuote
        // effect 4, tracksSlowQuotes the second context field. No exit runs: both are `fetching`.
        let timers = TimerTable.cases(for: machine).filter { $0.state.index == 1 }
        #expect(timers.count == 2)
        let contributing = try #require(timers.first { $0.reasons.contains(CaseReason(line: 42, kind: .contributes(.entry))) })
        #expect(contributing.reasons.contains(CaseReason(line: 46, kind: .fires)))
        #expect(contributing.context[1] == .bool(true))
        #expect(contributing.next == RuntimeCase(2, contributing.state.values))
        #expect(contributing.outcome == .transitioned(effects: [RuntimeCase(4, contributing.state.values)]))
        let withheld = try #require(timers.first { $0.reasons.contains(CaseReason(line: 42, kind: .withheld(.entry))) })
        #expect(withheld.context[1] == .bool(false))
        #expect(withheld.next == RuntimeCase(2, withheld.state.values))
        #expect(withheld.outcome == .transitioned(effects: []))
    }

    @Test func theRowBackIntoLoadingIsAReentryCase() throws {
        let reentry = try #require(cases(.reentry, line: 45).first)
        #expect(reentry.state.index == 1 && reentry.next.index == 1)
        guard case .transitioned(let effects) = reentry.outcome else {
            Issue.record("expected a transition, got \(reentry.outcome)")
            return
        }
        // fetchQuote(checkoutID, new) (effect 2), `loading`'s entry: no group effects.
        #expect(effects.map(\.index) == [2])
    }

    @Test func theStartTableHasEveryStateAndBothSidesOfTheGuardedEntry() {
        let starts = StartTable.cases(for: machine)
        #expect(Set(starts.flatMap(\.states).map(\.index)) == Set(machine.states.indices))
        #expect(starts.contains { $0.reasons.contains(CaseReason(line: 42, kind: .withheld(.entry))) })
        #expect(starts.contains { $0.reasons.contains(CaseReason(line: 42, kind: .contributes(.entry))) })
        // Starting in `closed`, outside `open`, performs nothing.
        #expect(starts.first { $0.states.first?.index == 5 }?.effects == [])
    }
}
