import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The parser's, checker's and analyses' word on `after`, `during` and `stays`, each asserted
/// whole at its marker. The header marks what notes and its own warnings point at with 5️⃣ to 9️⃣.
@Suite struct TimeCheckerTests {
    static let header = """
        machine Door
        context { isLocked: 7️⃣Bool, 8️⃣patience: Duration }
        initial closed
        state closed
        state open(by: String)
        state 6️⃣ajar(by: String)
        state 5️⃣gone 9️⃣final
        event push(by: String)
        event slam
        effect log(message: String)
        effect beep
        closed on push(who) -> open(who) / log(who)
        open on slam -> closed / beep

        """

    /// The header as the checker reads it, for the spec a fix-it leaves.
    static let plainHeader = MarkedSpec(header).text

    private func check(_ body: String) -> (summaries: [String], spec: MarkedSpec, result: CheckResult) {
        let spec = MarkedSpec(Self.header + body)
        let result = spec.check()
        return (result.summaries, spec, result)
    }

    @Test func aValidTimedSpecChecksWithoutErrors() {
        let (found, _, result) = check(
            "open(by) after 5s -> ajar(by)\najar after patience [!isLocked] -> closed\nduring open(by) / log(by)\n"
                + "ajar(by) on push(who) stays ajar(who)\nclosed after 2min -> gone\n")
        #expect(found.allSatisfy { !$0.contains("error") }, "\(found)")
        #expect(result.machine?.rows.compactMap(\.delay?.spelling) == ["5s", "patience", "2min"])
        #expect(result.machine?.rows.map(\.event) == [0, 1, nil, nil, 0, nil])
        #expect(result.machine?.timerNames == ["openTimeout", "ajarTimeout", "closedTimeout"])
        #expect(result.machine?.rows.map(\.updatesInPlace) == [false, false, false, false, true, false])
    }

    @Test func aZeroDelayIsAnError() {
        expectDiagnostics(
            Self.header + "closed after 1️⃣0s -> gone\n",
            [.error("1️⃣", .zeroDuration, "a delay of zero would fire as the state is entered; give a positive delay, or use 'entry'")])
    }

    @Test func aDelayTooLongForMillisecondsIsAnError() {
        expectDiagnostics(
            Self.header + "closed after 1️⃣9223372036854775807min -> gone\n",
            [.error("1️⃣", .durationOutOfRange, "'9223372036854775807min' is too long: a delay must fit in 9223372036854775807 milliseconds")]
        )
    }

    /// The lexer refuses the number and reads it as 0; that 0 is not a second error.
    @Test func aDelayBeyondEveryIntegerTypeIsOneError() {
        expectDiagnostics(
            Self.header + "closed after 1️⃣99999999999999999999s -> gone\n",
            [.error("1️⃣", .integerOverflow, "integer literal '99999999999999999999' does not fit in any 64-bit integer type")])
        expectDiagnostics(
            Self.header + "closed after 1️⃣0_000ms -> gone\n",
            [.error("1️⃣", .zeroDuration, "a delay of zero would fire as the state is entered; give a positive delay, or use 'entry'")])
    }

    @Test func aNumberWithoutAUnitSaysWhichUnitsThereAre() {
        expectDiagnostics(
            Self.header + "closed after 1️⃣5 -> gone\n",
            [.error("1️⃣", .expectedToken, "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '5s')")])
    }

    @Test func anUnknownUnitIsNamed() {
        expectDiagnostics(
            Self.header + "closed after 51️⃣sec -> gone\n",
            [.error("1️⃣", .expectedToken, "'sec' is not a unit of time; write 'ms', 's', 'min'")])
    }

    @Test func aFieldThatIsNoDurationIsATypeMismatch() {
        expectDiagnostics(
            Self.header + "closed after 1️⃣isLocked -> gone\n",
            [
                .error(
                    "1️⃣", .typeMismatch, "context field 'isLocked' has type 'Bool'; a delay needs a 'Duration'",
                    notes: [.note("7️⃣", "'isLocked' declared here")])
            ])
    }

    @Test func anUnknownFieldSuggestsTheClosest() {
        expectDiagnostics(
            Self.header + "closed after 1️⃣patiense -> gone\n",
            [
                .error(
                    "1️⃣", .unknownName,
                    "unknown context field 'patiense': a delay is a literal such as '5s' or a context field; did you mean 'patience'?",
                    fixIts: ["replace 'patiense' with 'patience'"])
            ],
            fixedSource: Self.plainHeader + "closed after patience -> gone\n")
    }

    @Test func aDelayedRowMustMoveTheMachine() {
        expectDiagnostics(
            Self.header + "closed after 5s 1️⃣ignore\n",
            [.error("1️⃣", .expectedToken, "an 'after' row moves the machine: write '-> TARGET'; a state without one is simply not timed")])
    }

    @Test func aDelayedRowCannotLeaveAFinalState() {
        expectDiagnostics(
            Self.header + "gone after 5s 1️⃣-> closed\n",
            [
                .error(
                    "1️⃣", .transitionFromFinal, "'after' cannot leave final state 'gone': the machine stays in it for good",
                    notes: [.note("9️⃣", "'gone' declared final here")])
            ])
    }

    @Test func aDelayedRowHasNoEvent() {
        expectDiagnostics(
            Self.header + "open on 1️⃣after 5s -> closed\n",
            [.error("1️⃣", .foreignConstruct, "a delayed row has no event: write 'STATE after 5s -> TARGET', without 'on'")])
    }

    @Test func anActivityHasNoGuard() {
        expectDiagnostics(
            Self.header + "during open 1️⃣[isLocked] / beep\n",
            [
                .error(
                    "1️⃣", .expectedToken, "an activity runs for the whole visit of its state and has no guard; write 'during open / EFFECT'")
            ])
    }

    @Test func anActivitysPatternsOnlyBind() {
        expectDiagnostics(
            Self.header + "during open(1️⃣\"x\") / beep\n",
            [.error("1️⃣", .typeMismatch, "an activity runs in every visit of its state: its patterns only bind values, with names or '_'")])
    }

    @Test func staysKeepsTheSameCase() {
        expectDiagnostics(
            Self.header + "open(by) on push(who) stays 1️⃣ajar(who)\n",
            [
                .error(
                    "1️⃣", .updateOutsideItsState,
                    "'stays' keeps the machine in 'open': its target must be 'open', not 'ajar'; write '->' to move to another state")
            ])
    }

    @Test func staysCannotChangeAFinalState() {
        expectDiagnostics(
            Self.header + "gone on slam 1️⃣stays gone\n",
            [
                .error(
                    "1️⃣", .transitionFromFinal, "'stays' cannot change final state 'gone': the machine stays in it as it is",
                    notes: [.note("9️⃣", "'gone' declared final here")])
            ])
    }

    @Test func staysNamesOneState() {
        expectDiagnostics(
            Self.header + "1️⃣open, ajar on push stays open(\"x\")\n",
            [.error("1️⃣", .updateOutsideItsState, "'stays' updates one state in place: its source must name that state")])
    }

    @Test func anActivityInAFinalStateIsAWarning() {
        expectDiagnostics(
            Self.header + "1️⃣during gone / beep\nclosed on slam -> gone\n",
            [
                .warning("6️⃣", .unreachableState, "state 'ajar' is never entered: no '->' row targets it"),
                .warning("6️⃣", .deadEnd, "no '->' row leaves non-final state 'ajar'; add one or mark the state 'final'"),
                .warning(
                    "1️⃣", .activityInFinalState, "the machine never leaves final state 'gone', so this activity runs until the store stops"),
            ])
    }

    @Test func aLaterTimerAnEarlierOneAlwaysBeatsIsAWarning() {
        expectDiagnostics(
            Self.header + "2️⃣closed after 5s -> open(\"x\")\n1️⃣closed after 10s -> gone\n",
            [
                .warning("6️⃣", .unreachableState, "state 'ajar' is never entered: no '->' row targets it"),
                .warning("6️⃣", .deadEnd, "no '->' row leaves non-final state 'ajar'; add one or mark the state 'final'"),
                .warning(
                    "1️⃣", .shadowedTimer, "this 'after' row never fires: another one from the same source always fires first",
                    notes: [.note("2️⃣", "this row always fires first, after 5s")]),
            ])
    }

    @Test func anAfterRowsUnusedBindingIsAWarning() {
        expectDiagnostics(
            Self.header + "open(1️⃣by) after 5s -> closed\n",
            [
                .warning("6️⃣", .unreachableState, "state 'ajar' is never entered: no '->' row targets it"),
                .warning("6️⃣", .deadEnd, "no '->' row leaves non-final state 'ajar'; add one or mark the state 'final'"),
                .warning("5️⃣", .unreachableState, "state 'gone' is never entered: no '->' row targets it"),
                .warning("1️⃣", .unusedBinding, "'by' is bound but never used; replace it with '_'"),
            ])
    }

    @Test func anAfterRowsConstantGuardIsAWarningThatNamesIt() {
        expectDiagnostics(
            Self.header + "open(by) after 5s [1️⃣isLocked || !isLocked] -> ajar(by)\najar on slam -> gone\n",
            [.warning("1️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this 'after' row from firing")])
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
