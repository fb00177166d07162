import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `shadowed-timer`: an `after` row that another one from the same source always beats — by
/// delay, whatever their written order; as soon, when written earlier — at its marker, with a
/// note at the winner.
@Suite struct ShadowedTimerTests {
    static let header = """
        machine Door
        context { isLocked: Bool, patience: Duration }
        initial closed
        state closed
        state open
        state gone final
        event push
        closed on push -> open
        open on push -> closed

        """

    /// Every `shadowed-timer` warning, as `line:column: message`, then its note the same way.
    private func shadowed(_ body: String) -> (found: [String], spec: MarkedSpec) {
        let spec = MarkedSpec(Self.header + body)
        let warnings = spec.check().diagnostics.filter { $0.id == .shadowedTimer }
        let found = warnings.flatMap { warning in
            ["\(spec.file.location(of: warning.range.start)): \(warning.message)"]
                + warning.notes.map { "\(spec.file.location(of: $0.range.start)): note: \($0.message)" }
        }
        return (found, spec)
    }

    /// The one diagnostic of the spec: the row at 1️⃣ never fires, with a note at the row at 2️⃣ that wins.
    private func expectShadowed(_ body: String, winnerDelay: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectDiagnostics(
            Self.header + body,
            [
                .warning(
                    "1️⃣", .shadowedTimer, "this 'after' row never fires: another one from the same source always fires first",
                    notes: [.note("2️⃣", "this row always fires first, after \(winnerDelay)")])
            ], sourceLocation: sourceLocation)
    }

    @Test func aShorterUnconditionalTimerWrittenLaterStillWins() {
        expectShadowed("1️⃣closed after 10s [isLocked] -> open\n2️⃣closed after 5s -> gone\n", winnerDelay: "5s")
    }

    @Test func aShorterUnconditionalTimerWrittenEarlierWins() {
        expectShadowed("2️⃣closed after 300ms -> gone\n1️⃣closed after 1min -> open\n", winnerDelay: "300ms")
    }

    @Test func ofTwoTimersDueTogetherTheOneWrittenFirstWins() {
        expectShadowed("2️⃣closed after patience -> gone\n1️⃣closed after patience -> open\n", winnerDelay: "patience")
        expectShadowed("2️⃣closed after 60s -> gone\n1️⃣closed after 1min [isLocked] -> open\n", winnerDelay: "60s")
    }

    @Test func aTimerDueTogetherButWrittenLaterBeatsNothing() {
        #expect(shadowed("closed after 5s [isLocked] -> open\nclosed after 5s -> gone\n").found.isEmpty)
    }

    @Test func aGuardedOrLongerOrIncomparableTimerBeatsNothing() {
        #expect(shadowed("closed after 5s [isLocked] -> open\nclosed after 10s -> gone\n").found.isEmpty)
        #expect(shadowed("closed after 5s -> open\nopen after 1s -> gone\n").found.isEmpty)
        #expect(shadowed("closed after patience -> open\nclosed after 1s -> gone\n").found.isEmpty)
    }
}
