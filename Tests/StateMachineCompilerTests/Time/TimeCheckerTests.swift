import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The parser's, checker's and analyses' word on `after`, `during` and `stays`, each at its marker.
@Suite struct TimeCheckerTests {
    static let header = """
        machine Door
        context { isLocked: Bool, patience: Duration }
        initial closed
        state closed
        state open(by: String)
        state ajar(by: String)
        state gone final
        event push(by: String)
        event slam
        effect log(message: String)
        effect beep
        closed on push(who) -> open(who) / log(who)
        open on slam -> closed / beep

        """

    private func check(_ body: String) -> (summaries: [String], spec: MarkedSpec, result: CheckResult) {
        let spec = MarkedSpec(Self.header + body)
        let result = spec.check()
        return (result.summaries, spec, result)
    }

    private func expectError(_ body: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (found, spec, result) = check(body)
        #expect(found == ["\(spec.location("1️⃣").map { "\($0)" } ?? "no marker"): error: \(message)"], sourceLocation: sourceLocation)
        #expect(result.machine == nil, sourceLocation: sourceLocation)
    }

    private func expectWarning(_ body: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (found, spec, result) = check(body)
        let expected = "\(spec.location("1️⃣").map { "\($0)" } ?? "no marker"): warning: \(message)"
        #expect(found.contains(expected), "\(found)", sourceLocation: sourceLocation)
        #expect(result.machine != nil, sourceLocation: sourceLocation)
    }

    @Test func aValidTimedSpecChecksWithoutErrors() {
        let (found, _, result) = check(
            "open(by) after 5s -> ajar(by)\najar after patience [!isLocked] -> closed\nduring open(by) / log(by)\n"
                + "ajar(by) on push(who) stays ajar(who)\nclosed after 2min -> gone\n")
        #expect(found.allSatisfy { !$0.contains("error") }, "\(found)")
        #expect(result.machine?.rows.compactMap(\.delay?.spelling) == ["5s", "patience", "2min"])
        #expect(result.machine?.rows.map(\.event) == [0, 1, nil, nil, 0, nil])
        #expect(result.machine?.timerNames == ["openAfter5s", "ajarAfterPatience", "closedAfter2min"])
        #expect(result.machine?.rows.map(\.updatesInPlace) == [false, false, false, false, true, false])
    }

    @Test func aZeroDelayIsAnError() {
        expectError(
            "closed after 1️⃣0s -> gone\n", "a delay of zero would fire as the state is entered; give a positive delay, or use 'entry'")
    }

    @Test func aDelayTooLongForMillisecondsIsAnError() {
        expectError(
            "closed after 1️⃣9223372036854775807min -> gone\n",
            "'9223372036854775807min' is too long: a delay must fit in 9223372036854775807 milliseconds")
    }

    /// The lexer refuses the number and reads it as 0; that 0 is not a second error.
    @Test func aDelayBeyondEveryIntegerTypeIsOneError() {
        expectError(
            "closed after 1️⃣99999999999999999999s -> gone\n",
            "integer literal '99999999999999999999' does not fit in any 64-bit integer type")
        expectError(
            "closed after 1️⃣0_000ms -> gone\n", "a delay of zero would fire as the state is entered; give a positive delay, or use 'entry'")
    }

    @Test func aNumberWithoutAUnitSaysWhichUnitsThereAre() {
        expectError("closed after 1️⃣5 -> gone\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '5s')")
    }

    @Test func anUnknownUnitIsNamed() {
        expectError("closed after 51️⃣sec -> gone\n", "'sec' is not a unit of time; write 'ms', 's', 'min'")
    }

    @Test func aFieldThatIsNoDurationIsATypeMismatch() {
        expectError("closed after 1️⃣isLocked -> gone\n", "context field 'isLocked' has type 'Bool'; a delay needs a 'Duration'")
    }

    @Test func anUnknownFieldSuggestsTheClosest() {
        expectError(
            "closed after 1️⃣patiense -> gone\n",
            "unknown context field 'patiense': a delay is a literal such as '5s' or a context field; did you mean 'patience'?")
    }

    @Test func aDelayedRowMustMoveTheMachine() {
        expectError(
            "closed after 5s 1️⃣ignore\n", "an 'after' row moves the machine: write '-> TARGET'; a state without one is simply not timed")
    }

    @Test func aDelayedRowCannotLeaveAFinalState() {
        expectError("gone after 5s 1️⃣-> closed\n", "'after' cannot leave final state 'gone': the machine stays in it for good")
    }

    @Test func aDelayedRowHasNoEvent() {
        expectError("open on 1️⃣after 5s -> closed\n", "a delayed row has no event: write 'STATE after 5s -> TARGET', without 'on'")
    }

    @Test func anActivityHasNoGuard() {
        expectError(
            "during open 1️⃣[isLocked] / beep\n",
            "an activity runs for the whole visit of its state and has no guard; write 'during open / EFFECT'")
    }

    @Test func anActivitysPatternsOnlyBind() {
        expectError(
            "during open(1️⃣\"x\") / beep\n", "an activity runs in every visit of its state: its patterns only bind values, with names or '_'"
        )
    }

    @Test func staysKeepsTheSameCase() {
        expectError(
            "open(by) on push(who) stays 1️⃣ajar(who)\n",
            "'stays' keeps the machine in 'open': its target must be 'open', not 'ajar'; write '->' to move to another state")
    }

    @Test func staysCannotChangeAFinalState() {
        expectError("gone on slam 1️⃣stays gone\n", "'stays' cannot change final state 'gone': the machine stays in it as it is")
    }

    @Test func staysNamesOneState() {
        expectError("1️⃣open, ajar on push stays open(\"x\")\n", "'stays' updates one state in place: its source must name that state")
    }

    @Test func anActivityInAFinalStateIsAWarning() {
        expectWarning(
            "1️⃣during gone / beep\nclosed on slam -> gone\n",
            "the machine never leaves final state 'gone', so this activity runs until the store stops")
    }

    @Test func aLaterTimerAnEarlierOneAlwaysBeatsIsAWarning() {
        expectWarning(
            "closed after 5s -> open(\"x\")\n1️⃣closed after 10s -> gone\n",
            "this 'after' row never fires: another one from the same source always fires first")
    }

    @Test func anAfterRowsUnusedBindingIsAWarning() {
        expectWarning("open(1️⃣by) after 5s -> closed\n", "'by' is bound but never used; replace it with '_'")
    }

    @Test func anAfterRowsConstantGuardIsAWarningThatNamesIt() {
        expectWarning(
            "open(by) after 5s [1️⃣isLocked || !isLocked] -> ajar(by)\najar on slam -> gone\n",
            "guard is always true, so it never stops this 'after' row from firing")
    }

    @Test func timeMovesTheMachineForReachabilityAndDeadEnds() {
        let (found, _, _) = check("open(by) after 5s -> ajar(by)\najar after 1min -> gone\n")
        #expect(!found.contains { $0.contains("'ajar'") }, "\(found)")
        #expect(!found.contains { $0.contains("'gone' is") }, "\(found)")
    }

    @Test func effectsOfDelayedRowsAndActivitiesAreUsed() {
        let (found, _, _) = check("open(by) after 5s -> ajar(by) / beep\nduring ajar(by) / log(by)\najar on slam -> gone\n")
        #expect(!found.contains { $0.contains("never emitted") }, "\(found)")
    }
}
