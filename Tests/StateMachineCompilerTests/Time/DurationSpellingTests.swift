import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// How a delay that is not `AMOUNTunit` is reported, at its marker.
@Suite struct DurationSpellingTests {
    static let header = """
        machine Door
        initial closed
        state closed
        state open
        event push
        closed on push -> open

        """

    /// Every misspelled delay is the parser's `expected-token`, the one diagnostic of the spec.
    private func expectError(_ body: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectDiagnostics(Self.header + body, [.error("1️⃣", .expectedToken, message)], sourceLocation: sourceLocation)
    }

    @Test func aFractionIsRewrittenInTheFinerUnitItIsWholeIn() {
        expectError(
            "open after 1️⃣1.5s -> closed\n", "a duration is a whole number of one unit ('ms', 's', 'min'): write '1.5s' as '1500ms'")
        expectError(
            "open after 1️⃣0.3s -> closed\n", "a duration is a whole number of one unit ('ms', 's', 'min'): write '0.3s' as '300ms'")
        expectError(
            "open after 1️⃣0.05s -> closed\n", "a duration is a whole number of one unit ('ms', 's', 'min'): write '0.05s' as '50ms'")
        expectError(
            "open after 1️⃣1.5min -> closed\n", "a duration is a whole number of one unit ('ms', 's', 'min'): write '1.5min' as '90s'")
        expectError(
            "open after 1️⃣0.001min -> closed\n",
            "a duration is a whole number of one unit ('ms', 's', 'min'): write '0.001min' as '60ms'")
    }

    @Test func aFractionNoUnitMakesWholeSaysSo() {
        expectError(
            "open after 1️⃣1.5ms -> closed\n",
            "a duration is a whole number of one unit ('ms', 's', 'min'): '1.5ms' is not a whole number of milliseconds, the finest unit")
        expectError(
            "open after 1️⃣0.0001s -> closed\n",
            "a duration is a whole number of one unit ('ms', 's', 'min'): '0.0001s' is not a whole number of milliseconds, the finest unit"
        )
    }

    @Test func aFractionWithoutAUnitGetsAnExample() {
        expectError(
            "open after 1️⃣1.5 -> closed\n",
            "a duration is a whole number of one unit ('ms', 's', 'min'): write it in a finer unit, as 1.5 seconds is '1500ms'")
    }

    @Test func aNumberAloneNamesTheUnits() {
        expectError("open after 1️⃣2 -> closed\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '2s')")
    }

    @Test func aHundredOrMoreSuggestsMillisecondsFirst() {
        expectError(
            "open after 1️⃣300 -> closed\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '300ms' or '300s')")
        expectError(
            "open after 1️⃣100 -> closed\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '100ms' or '100s')")
        expectError("open after 1️⃣99 -> closed\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '99s')")
    }

    @Test func aUnitApartFromItsNumberIsToldToCloseTheSpace() {
        expectError("open after 1️⃣2 s -> closed\n", "remove the space between the number and its unit: write '2s'")
        expectError("open after 1️⃣300 ms -> closed\n", "remove the space between the number and its unit: write '300ms'")
    }

    @Test func aWordThatIsNoUnitApartFromItsNumberIsNoUnit() {
        expectError("open after 1️⃣2 sec -> closed\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '2s')")
    }

    @Test func anHourIsNotAUnit() {
        expectError("open after 11️⃣h -> closed\n", "'h' is not a unit of time; write 'ms', 's', 'min'")
    }
}
