import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The checker's and parser's errors for groups, entry, exit and source lists, each asserted
/// whole at its marker. The header marks what notes point at with 5️⃣ to 7️⃣.
@Suite struct StateStructureCheckerTests {
    static let header = """
        machine Door
        context { isLocked: Bool }
        initial closed
        state closed
        state 5️⃣open(by: String)
        state 6️⃣ajar(by: String)
        state gone 7️⃣final
        event push(by: String)
        event slam
        effect log(message: String)
        effect beep

        """

    static let plainHeader = MarkedSpec(header).text

    @Test func anUnknownMemberSuggestsTheClosestStateOrGroup() {
        expectDiagnostics(
            Self.header + "group swinging = open, 1️⃣ajra\nswinging on slam -> closed\najar on slam -> closed\n",
            [
                .error(
                    "1️⃣", .unknownName, "unknown state or group 'ajra'; did you mean 'ajar'?",
                    notes: [.note("6️⃣", "'ajar' declared here; it is never entered: no '->' row targets it")],
                    fixIts: ["replace 'ajra' with 'ajar'"])
            ],
            fixedSource: Self.plainHeader + "group swinging = open, ajar\nswinging on slam -> closed\najar on slam -> closed\n")
    }

    @Test func aMemberInTwoGroupsPointsAtTheFirst() {
        expectDiagnostics(
            Self.header + "group a = 2️⃣open\ngroup b = 1️⃣open\na on slam -> closed\nb on slam -> closed\n",
            [
                .error(
                    "1️⃣", .memberInTwoGroups, "'open' is already in group 'a'; a state or group belongs to at most one group",
                    notes: [.note("2️⃣", "'open' listed in 'a' here")])
            ])
    }

    @Test func aCycleOfGroupsIsReportedOnce() {
        expectDiagnostics(
            Self.header + "group 2️⃣a = 1️⃣b\ngroup b = c\ngroup c = a, open\na on slam -> closed\n",
            [
                .error(
                    "1️⃣", .groupCycle, "group 'a' contains itself: 'a', which is in 'c', which is in 'b', which is in 'a'",
                    notes: [.note("2️⃣", "'a' declared here")])
            ])
    }

    /// Its rows sit out in every state of the group, so the reducer would have no case for them.
    @Test func aRowLeavingAGroupOfFinalStatesIsAnErrorAtItsArrow() {
        let reason = "every state in it is final, so the row applies in none"
        let note = NoteSpec.note("2️⃣", "group 'ended' declared here")
        expectDiagnostics(
            Self.header + "state over final\ngroup 2️⃣ended = gone, over\nclosed on slam -> gone\nended after 5s 1️⃣-> closed\n"
                + "ended on slam 3️⃣-> closed\nopen, ended on slam 4️⃣-> closed\nended on slam ignore\n",
            [
                .error("1️⃣", .transitionFromFinal, "'after' cannot leave group 'ended': \(reason)", notes: [note]),
                .error("3️⃣", .transitionFromFinal, "'->' cannot leave group 'ended': \(reason)", notes: [note]),
                .error("4️⃣", .transitionFromFinal, "'->' cannot leave group 'ended': \(reason)", notes: [note]),
            ])
    }

    @Test func aGroupWithoutMembersSaysHowToListThem() {
        expectDiagnostics(
            Self.header + "group 1️⃣empty =\nclosed on slam -> gone\n",
            [.error("1️⃣", .emptyGroup, "group 'empty' has no members: list its states and groups after '=', separated by commas")])
    }

    @Test func aGroupNameClashesWithAState() {
        expectDiagnostics(
            Self.header + "group 1️⃣open = ajar\n",
            [
                .error(
                    "1️⃣", .duplicateDeclaration, "invalid redeclaration of 'open': groups and states share one namespace",
                    notes: [.note("5️⃣", "state 'open' declared here")])
            ])
    }

    @Test func aGroupWhosePropertyIsAStateNameIsRefused() {
        expectDiagnostics(
            Self.header + "state 2️⃣isSwinging\ngroup 1️⃣swinging = open, ajar\nswinging on slam -> closed\n",
            [
                .error(
                    "1️⃣", .duplicateDeclaration, "group 'swinging' generates 'State.isSwinging', which state 'isSwinging' already names",
                    notes: [.note("2️⃣", "state 'isSwinging' declared here")])
            ])
    }

    @Test func twoGroupsWithOnePropertyNameAreRefused() {
        expectDiagnostics(
            Self.header + "group 2️⃣busy = open\ngroup 1️⃣Busy = ajar\nbusy on slam -> closed\nBusy on slam -> closed\n",
            [
                .error(
                    "1️⃣", .duplicateDeclaration, "group 'Busy' generates 'State.isBusy', as group 'busy' does",
                    notes: [.note("2️⃣", "'busy' declared here")])
            ])
    }

    @Test func patternsOnAGroupSourceAreRefused() {
        expectDiagnostics(
            Self.header + "group 2️⃣swinging = open, ajar\nswinging(1️⃣b) on slam -> closed\n",
            [
                .error(
                    "1️⃣", .patternsOnGroup, "group 'swinging' has no payload to match: write the row for a state to bind its values",
                    notes: [.note("2️⃣", "group 'swinging' declared here")])
            ])
    }

    @Test func patternsInASourceListAreRefused() {
        expectDiagnostics(
            Self.header + "closed, open(1️⃣b) on slam -> gone\n",
            [.error("1️⃣", .patternsInSourceList, "a source list binds no values: write a row of its own for 'open' to match its payload")])
    }

    @Test func aStateListedTwiceInOneSourceIsRefused() {
        expectDiagnostics(
            Self.header + "2️⃣closed, open, 1️⃣closed on slam -> gone\n",
            [.error("1️⃣", .duplicateSource, "'closed' is listed twice in this source", notes: [.note("2️⃣", "first listed here")])])
    }

    @Test func aFinalStateInASourceListCannotBeLeft() {
        expectDiagnostics(
            Self.header + "closed, gone on slam 1️⃣-> open(\"x\")\n",
            [.error("1️⃣", .transitionFromFinal, "'->' cannot leave final state 'gone'", notes: [.note("7️⃣", "'gone' declared final here")])])
    }

    @Test func entryPatternsAreCheckedForArityAndTypes() {
        expectDiagnostics(
            Self.header + "entry 1️⃣open(a, b) / beep\nexit ajar(by) / log(2️⃣1)\nclosed on slam -> gone\n",
            [
                .error("1️⃣", .wrongArity, "state 'open(by:)' takes 1 value, found 2"),
                .error("2️⃣", .typeMismatch, "integer literal is not compatible with type 'String' for parameter 'message'"),
            ])
    }

    @Test func anEntryGuardReadsOnlyItsBindingsAndTheContext() {
        expectDiagnostics(
            Self.header + "entry open(by) [1️⃣bye == \"x\"] / log(by)\nclosed on slam -> gone\n",
            [.error("1️⃣", .unboundName, "cannot find 'bye' in scope; did you mean 'by'?", fixIts: ["replace 'bye' with 'by'"])],
            fixedSource: Self.plainHeader + "entry open(by) [by == \"x\"] / log(by)\nclosed on slam -> gone\n")
    }

    @Test func entryWithoutASourceSaysHowToWriteIt() {
        expectDiagnostics(
            Self.header + "entry 1️⃣/ beep\n",
            [
                .error(
                    "1️⃣", .foreignConstruct,
                    "'entry' names the state or group it belongs to: write 'entry STATE / EFFECT' (with a group name, it applies to "
                        + "every state of the group)")
            ])
    }

    @Test func aNestedStateBlockSaysToUseAGroup() {
        expectDiagnostics(
            Self.header + "state hall 1️⃣{\n    state lobby\n}\nclosed on slam -> gone\n",
            [
                .error(
                    "1️⃣", .foreignConstruct,
                    "states do not nest: declare the inner states at the top level and name the parent as a group, 'group hall = STATE, "
                        + "...'; a group can be a row's source and have entry and exit effects")
            ])
    }

    @Test func theNewWordsRemainOrdinaryNamesElsewhere() {
        let spec = MarkedSpec(
            """
            machine Words
            initial group
            state group
            state entry
            state exit final
            event entry
            event group(exit: Int)
            group on entry -> entry
            entry on group(exit) -> exit
            exit on entry ignore

            """)
        let result = spec.check()
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.summaries)")
        #expect(result.machine?.groups.isEmpty == true)
        #expect(result.machine?.rows.count == 3)
    }

    @Test func anUnusedGroupAndAConstantEntryGuardAreWarned() {
        expectDiagnostics(
            Self.header
                + """
                group 1️⃣idle = closed
                entry open(by) [2️⃣isLocked || !isLocked] / log(by)
                closed on push(b) -> open(b)
                open, ajar on slam -> gone
                closed on slam -> ajar("x") / beep

                """,
            [
                .warning("1️⃣", .unusedGroup, "group 'idle' is used by no row, entry or exit"),
                .warning("2️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this entry from contributing"),
            ])
    }
}
