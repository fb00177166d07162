import Testing

@testable import StateMachineCompiler

/// What the table must contain, with expectations worked out by hand.
@Suite struct TransitionTableTests {
    static let machines = [HandBuilt.checkout, HandBuilt.favorite]

    @Test(arguments: machines)
    func everyStateAndEventPairAppears(machine: Machine) {
        let cases = TransitionTable.cases(for: machine)
        for state in machine.states.indices {
            for event in machine.events.indices {
                #expect(cases.contains { $0.state.index == state && $0.event.index == event }, "\(state), \(event)")
            }
        }
    }

    @Test(arguments: machines)
    func everyRowFiresAndEveryConditionIsShownFailing(machine: Machine) {
        let reasons = Set(TransitionTable.cases(for: machine).flatMap(\.reasons))
        for row in machine.rows {
            #expect(reasons.contains(CaseReason(line: row.line, kind: .fires)), "line \(row.line)")
            #expect(reasons.contains(CaseReason(line: row.line, kind: .replay)) == row.leadsSomewhere, "line \(row.line)")
            for case .same(let name) in row.clause.allPatterns {
                #expect(reasons.contains(CaseReason(line: row.line, kind: .repeatedName(name))), "line \(row.line)")
            }
            #expect(reasons.contains(CaseReason(line: row.line, kind: .guardFails)) == (row.guardExpression != nil), "line \(row.line)")
        }
    }

    @Test func pairsWithoutRowsAreUnhandledAndKeepTheState() {
        let unhandled = TransitionTable.cases(for: HandBuilt.checkout).filter { $0.reasons.contains(CaseReason(line: nil, kind: .noRow)) }
        // 5 states × 6 events = 30 pairs; the 10 rows each name a pair of their own.
        #expect(unhandled.count == 30 - 10)
        #expect(unhandled.allSatisfy { $0.outcome == .unhandled && $0.next == $0.state })
    }

    @Test func theStaleResultCaseIsRejected() throws {
        let cases = TransitionTable.cases(for: HandBuilt.checkout)
        let stale = try #require(cases.first { $0.reasons.contains(CaseReason(line: 32, kind: .repeatedName("op"))) })
        #expect(stale.state.index == 1)
        #expect(stale.event.index == 1)
        #expect(stale.state.values[0] != stale.event.values[0])
        #expect(stale.outcome == .rejected)
        #expect(stale.next == stale.state)
    }

    @Test func theGuardCaseHasAContextWithoutAValidAddress() throws {
        let cases = TransitionTable.cases(for: HandBuilt.checkout)
        let fires = try #require(cases.first { $0.reasons.contains(CaseReason(line: 29, kind: .fires)) })
        let fails = try #require(cases.first { $0.reasons.contains(CaseReason(line: 29, kind: .guardFails)) })
        #expect(fires.context[2] == .bool(true))
        #expect(fails.context[2] == .bool(false))
        #expect(fails.outcome == .rejected)
    }

    @Test func aReplayOfADuplicateCallbackIsIgnoredInTheConfirmedState() throws {
        let cases = TransitionTable.cases(for: HandBuilt.checkout)
        let replay = try #require(cases.first { $0.reasons.contains(CaseReason(line: 32, kind: .replay)) })
        #expect(replay.state.index == 3)
        #expect(replay.outcome == .ignored)
    }

    @Test func aLiteralGetsACaseWhereItDoesNotMatch() throws {
        // lamp(on: Bool) on press: `lamp(true) on press -> lamp(false)`, then `lamp on press ignore`.
        let machine = HandBuilt.machine(
            "Lamp", states: [HandBuilt.declaration("lamp", [HandBuilt.field("on", .bool)])], events: [HandBuilt.declaration("press")],
            rows: [
                HandBuilt.row(4, .state(0, patterns: [.literal(.bool(true))]), 0, nil, HandBuilt.to(0, .literal(.bool(false)))),
                HandBuilt.row(5, .state(0, patterns: nil), 0, nil, .ignore),
            ])
        let cases = TransitionTable.cases(for: machine)
        let other = try #require(cases.first { $0.reasons.contains(CaseReason(line: 4, kind: .literal(.bool(true)))) })
        #expect(other.state == RuntimeCase(0, [.bool(false)]))
        #expect(other.outcome == .ignored)
    }

    @Test func aShadowedRowIsShownWithTheRowThatWins() throws {
        let machine = HandBuilt.machine(
            "Shadow", states: [HandBuilt.declaration("a"), HandBuilt.declaration("b"), HandBuilt.declaration("c")],
            events: [HandBuilt.declaration("go")],
            rows: [
                HandBuilt.row(4, .state(0, patterns: nil), 0, nil, HandBuilt.to(1)),
                HandBuilt.row(5, .state(0, patterns: nil), 0, nil, HandBuilt.to(2)),
            ])
        let cases = TransitionTable.cases(for: machine)
        let shadowed = try #require(cases.first { $0.reasons.contains(CaseReason(line: 5, kind: .shadowed)) })
        #expect(shadowed.next == RuntimeCase(1))
    }

    @Test func tablesAreDeterministic() {
        #expect(TransitionTable.cases(for: HandBuilt.checkout) == TransitionTable.cases(for: HandBuilt.checkout))
    }
}
