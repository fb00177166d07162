import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The checker's and parser's errors for groups, entry, exit and source lists, each at its marker.
@Suite struct StateStructureCheckerTests {
    static let header = """
        machine Door
        context { isLocked: Bool }
        initial closed
        state closed
        state open(by: String)
        state ajar(by: String)
        state gone final
        event push(by: String)
        event slam
        effect log(message: String)
        effect beep

        """

    private func summaries(_ body: String) -> (summaries: [String], spec: MarkedSpec, result: CheckResult) {
        let spec = MarkedSpec(Self.header + body)
        let result = spec.check()
        return (result.summaries, spec, result)
    }

    private func expectSingle(_ body: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (found, spec, result) = summaries(body)
        #expect(found == ["\(spec.location("1️⃣").map { "\($0)" } ?? "no marker"): error: \(message)"], sourceLocation: sourceLocation)
        #expect(result.machine == nil, sourceLocation: sourceLocation)
    }

    @Test func anUnknownMemberSuggestsTheClosestStateOrGroup() {
        expectSingle(
            "group swinging = open, 1️⃣ajra\nswinging on slam -> closed\najar on slam -> closed\n",
            "unknown state or group 'ajra'; did you mean 'ajar'?")
    }

    @Test func aMemberInTwoGroupsPointsAtTheFirst() {
        let (found, spec, result) = summaries("group a = open\ngroup b = 1️⃣open\na on slam -> closed\nb on slam -> closed\n")
        #expect(found == ["\(spec.location("1️⃣")!): error: 'open' is already in group 'a'; a state or group belongs to at most one group"])
        #expect(result.diagnostics.first.map { result.file.location(of: $0.notes[0].range.start) } == SourceLocation(line: 12, column: 11))
    }

    @Test func aCycleOfGroupsIsReportedOnce() {
        let (found, spec, _) = summaries("group a = 1️⃣b\ngroup b = c\ngroup c = a, open\na on slam -> closed\n")
        #expect(
            found == ["\(spec.location("1️⃣")!): error: group 'a' contains itself: 'a', which is in 'c', which is in 'b', which is in 'a'"])
    }

    /// Its rows sit out in every state of the group, so the reducer would have no case for them.
    @Test func aRowLeavingAGroupOfFinalStatesIsAnErrorAtItsArrow() {
        let (found, spec, result) = summaries(
            "state over final\ngroup 2️⃣ended = gone, over\nclosed on slam -> gone\nended after 5s 1️⃣-> closed\n"
                + "ended on slam 3️⃣-> closed\nopen, ended on slam 4️⃣-> closed\nended on slam ignore\n")
        let reason = "every state in it is final, so the row applies in none"
        #expect(
            found == [
                "\(spec.location("1️⃣")!): error: 'after' cannot leave group 'ended': \(reason)",
                "\(spec.location("3️⃣")!): error: '->' cannot leave group 'ended': \(reason)",
                "\(spec.location("4️⃣")!): error: '->' cannot leave group 'ended': \(reason)",
            ])
        let notes = result.diagnostics.map { $0.notes.map { result.file.location(of: $0.range.start) } }
        #expect(notes == Array(repeating: [spec.location("2️⃣")!], count: 3))
    }

    @Test func aGroupWithoutMembersSaysHowToListThem() {
        expectSingle(
            "group 1️⃣empty =\nclosed on slam -> gone\n",
            "group 'empty' has no members: list its states and groups after '=', separated by commas")
    }

    @Test func aGroupNameClashesWithAState() {
        expectSingle("group 1️⃣open = ajar\n", "invalid redeclaration of 'open': groups and states share one namespace")
    }

    @Test func aGroupWhosePropertyIsAStateNameIsRefused() {
        let (found, spec, _) = summaries("state isSwinging\ngroup 1️⃣swinging = open, ajar\nswinging on slam -> closed\n")
        #expect(
            found == [
                "\(spec.location("1️⃣")!): error: group 'swinging' generates 'State.isSwinging', which state 'isSwinging' already names"
            ])
    }

    @Test func twoGroupsWithOnePropertyNameAreRefused() {
        let (found, spec, _) = summaries("group busy = open\ngroup 1️⃣Busy = ajar\nbusy on slam -> closed\nBusy on slam -> closed\n")
        #expect(found == ["\(spec.location("1️⃣")!): error: group 'Busy' generates 'State.isBusy', as group 'busy' does"])
    }

    @Test func patternsOnAGroupSourceAreRefused() {
        expectSingle(
            "group swinging = open, ajar\nswinging(1️⃣b) on slam -> closed\n",
            "group 'swinging' has no payload to match: write the row for a state to bind its values")
    }

    @Test func patternsInASourceListAreRefused() {
        expectSingle(
            "closed, open(1️⃣b) on slam -> gone\n",
            "a source list binds no values: write a row of its own for 'open' to match its payload")
    }

    @Test func aStateListedTwiceInOneSourceIsRefused() {
        expectSingle("closed, open, 1️⃣closed on slam -> gone\n", "'closed' is listed twice in this source")
    }

    @Test func aFinalStateInASourceListCannotBeLeft() {
        expectSingle("closed, gone on slam 1️⃣-> open(\"x\")\n", "'->' cannot leave final state 'gone'")
    }

    @Test func entryPatternsAreCheckedForArityAndTypes() {
        let (found, spec, _) = summaries("entry 1️⃣open(a, b) / beep\nexit ajar(by) / log(2️⃣1)\nclosed on slam -> gone\n")
        #expect(
            found == [
                "\(spec.location("1️⃣")!): error: state 'open(by:)' takes 1 value, found 2",
                "\(spec.location("2️⃣")!): error: integer literal is not compatible with type 'String' for parameter 'message'",
            ])
    }

    @Test func anEntryGuardReadsOnlyItsBindingsAndTheContext() {
        expectSingle(
            "entry open(by) [1️⃣bye == \"x\"] / log(by)\nclosed on slam -> gone\n",
            "cannot find 'bye' in scope; did you mean 'by'?")
    }

    @Test func entryWithoutASourceSaysHowToWriteIt() {
        expectSingle(
            "entry 1️⃣/ beep\n",
            "'entry' names the state or group it belongs to: write 'entry STATE / EFFECT' (with a group name, it applies to every state of the group)"
        )
    }

    @Test func aNestedStateBlockSaysToUseAGroup() {
        let (found, spec, _) = summaries("state hall 1️⃣{\n    state lobby\n}\nclosed on slam -> gone\n")
        #expect(
            found == [
                "\(spec.location("1️⃣")!): error: states do not nest: declare the inner states at the top level and name the parent as a group, 'group hall = STATE, ...'; a group can be a row's source and have entry and exit effects"
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
        let (found, spec, _) = summaries(
            """
            group 1️⃣idle = closed
            entry open(by) [2️⃣isLocked || !isLocked] / log(by)
            closed on push(b) -> open(b)
            open, ajar on slam -> gone
            closed on slam -> ajar("x") / beep

            """)
        #expect(
            found == [
                "\(spec.location("1️⃣")!): warning: group 'idle' is used by no row, entry or exit",
                "\(spec.location("2️⃣")!): warning: guard is always true, so it never stops this entry from contributing",
            ])
    }
}
