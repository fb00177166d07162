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

    private func expectError(_ body: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let spec = MarkedSpec(Self.header + body)
        let location = spec.location("1️⃣").map { "\($0)" } ?? "no marker"
        #expect(spec.check().summaries == ["\(location): error: \(message)"], sourceLocation: sourceLocation)
    }

    @Test func aFractionSaysToUseASmallerUnit() {
        expectError(
            "open after 1️⃣1.5s -> closed\n", "a duration is a whole number of one unit ('ms', 's', 'min'): write 1.5 seconds as '1500ms'")
    }

    @Test func aNumberAloneNamesTheUnits() {
        expectError("open after 1️⃣2 -> closed\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '2s')")
    }

    @Test func aUnitApartFromItsNumberIsNoUnit() {
        expectError("open after 1️⃣2 s -> closed\n", "a duration needs a unit right after the number: 'ms', 's', 'min' (as in '2s')")
    }

    @Test func anHourIsNotAUnit() {
        expectError("open after 11️⃣h -> closed\n", "'h' is not a unit of time; write 'ms', 's', 'min'")
    }
}
