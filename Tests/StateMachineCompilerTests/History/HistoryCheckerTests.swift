import StateMachineCompiler
import StateMachineFormatter
import StateMachineTestSupport
import Testing

/// `history GROUP -> DEFAULT`, `deep history GROUP -> DEFAULT` and rows to `GROUP history`:
/// parsed where the words are special and nowhere else, and refused where they cannot mean anything.
@Suite struct HistoryCheckerTests {
    static let header = """
        machine Wizard
        initial shipping
        state shipping
        state payment(total: Int)
        state card
        state wallet
        state signIn
        event next
        event interrupt
        event close
        effect resume
        group checkout = shipping, payment, method
        group method = card, wallet

        """

    private func machine(_ text: String) throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "wizard.sm", text: text)).machine)
    }

    @Test func aRowToAGroupsHistoryEntersItsDefaultUntilTheGroupIsLeft() throws {
        let machine = try machine(
            Self.header + """
                history checkout -> shipping
                deep history checkout -> card
                checkout on interrupt -> signIn
                signIn on close -> checkout history / resume
                signIn on next -> checkout deep history

                """)
        #expect(machine.histories.map(\.depth) == [.shallow, .deep])
        #expect(machine.histories.map(\.defaultState) == [0, 2])
        #expect(machine.rows.map(\.history) == [nil, 0, 1])
        #expect(machine.rows[1].target == 0 && machine.rows[2].target == 2)
        #expect(machine.rows[1].clause.effects.count == 1)
    }

    @Test func historyAndDeepAreNamesElsewhere() throws {
        let text = """
            machine M
            initial history
            state history
            state deep
            event go
            group g = history, deep
            history on go -> deep
            deep on go -> history
            history g -> history

            """
        let machine = try machine(text)
        #expect(machine.rows.map(\.target) == [1, 0])
        #expect(machine.rows.allSatisfy { $0.history == nil })
        #expect(machine.histories.map(\.defaultState) == [0])
    }

    @Test func aHistoryOfAStateOrARegionIsRefused() {
        expectDiagnostics(
            "machine M\ninitial a, x\nstate a\nstate x\nevent go\nregion r = a\nregion s = x\nhistory 1️⃣a -> a\nhistory 2️⃣r -> a\na on go -> a\nx on go -> x\n",
            [
                .error("1️⃣", .historyNotGroup, "'a' is a state; history belongs to a group, which remembers the state it was left from"),
                .error(
                    "2️⃣", .historyNotGroup,
                    "'r' is a region, which the machine never leaves, so it has nothing to remember; history belongs to a group"),
            ])
    }

    @Test func theDefaultIsAStateOfTheGroup() {
        expectDiagnostics(
            Self.header + "history checkout -> 1️⃣signIn\nsignIn on close -> checkout history\n",
            [.error("1️⃣", .historyDefaultOutside, "the default of 'checkout' history, 'signIn', is not a state of 'checkout'")])
    }

    @Test func oneHistoryOfEachKindPerGroup() {
        expectDiagnostics(
            Self.header + "history 1️⃣checkout -> shipping\n2️⃣history checkout -> card\ndeep history checkout -> card\n",
            [
                .error(
                    "2️⃣", .historyRedeclared, "'checkout' declares shallow history twice",
                    notes: [.note("1️⃣", "'history checkout' previously declared here")])
            ])
    }

    @Test func aRowToAnUndeclaredHistoryIsRefused() {
        expectDiagnostics(
            Self.header + "history checkout -> shipping\nsignIn on close -> 1️⃣checkout deep history\n",
            [
                .error(
                    "1️⃣", .historyUndeclared,
                    "'checkout' declares no deep history; declare 'deep history checkout -> STATE' with the state it enters while never left"
                )
            ])
    }

    @Test func shallowHistoryEntersANestedGroupAtAFirstStateWithoutPayload() {
        let text = """
            machine M
            initial a
            state a
            state b(n: Int)
            state c
            event go
            group g = a, inner
            group inner = b, c
            1️⃣history g -> a
            deep history g -> a
            a on go -> g history

            """
        expectDiagnostics(
            text,
            [
                .error(
                    "1️⃣", .historyFirstStatePayload,
                    "shallow history of 'g' enters 'inner' at its first state, 'b', whose payload it has no values for; list a state without payload first in 'inner', or declare 'deep history g'"
                )
            ])
    }
}

/// The editors' and the formatter's part: hover explains both words, and the formatter lays a
/// history declaration out on one line and a row to a history in the row's columns.
@Suite struct HistoryEditorTests {
    static let spec =
        HistoryCheckerTests.header
        + "deep history checkout -> card\ncheckout on interrupt -> signIn\nsignIn on close -> checkout deep history\n"

    @Test func hoverOnHistoryExplainsWhatItRestores() throws {
        let result = Pipeline.check(SourceFile(path: "wizard.sm", text: Self.spec))
        let declaration = try #require(Self.spec.utf8.firstRange(of: "deep history".utf8)).lowerBound
        let onDeclaration = try #require(
            result.keywordExplanation(at: Self.spec.utf8.distance(from: Self.spec.utf8.startIndex, to: declaration)))
        #expect(onDeclaration.text.hasPrefix("`deep history`: `checkout` remembers the state it was last left from"))
        let row = Self.spec.utf8.count - "history\n".utf8.count
        let onRow = try #require(result.keywordExplanation(at: row))
        #expect(onRow.text == onDeclaration.text)
    }

    @Test func theFormatterLaysHistoryOut() {
        let messy = HistoryCheckerTests.header + "deep   history   checkout->card\nsignIn on close   ->   checkout    deep history\n"
        let canonical = HistoryCheckerTests.header + "deep history checkout -> card\nsignIn on close -> checkout deep history\n"
        #expect(SpecFormatter.format(Pipeline.parse(SourceFile(path: "m.sm", text: messy))) == .formatted(canonical))
    }
}

/// A group whose only use is its history is used: it remembers, and rows to it enter it.
@Suite struct HistoryUseTests {
    @Test func aGroupWithHistoryIsNotUnused() {
        let text =
            "machine U\ninitial a\nstate a\nstate b\nstate x\nevent e\nevent f\ngroup g = a, b\nhistory g -> a\na on e -> b\nb on e -> x\nx on f -> g history\n"
        let warnings = Pipeline.check(SourceFile(path: "u.sm", text: text)).diagnostics.filter { $0.id == .unusedGroup }
        #expect(warnings.isEmpty)
    }
}
