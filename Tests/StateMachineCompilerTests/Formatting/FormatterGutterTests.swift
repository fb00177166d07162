import StateMachineCompiler
import StateMachineFormatter
import Testing

/// Where a block's actions stand when some of its rows have guards. They line up, but for
/// one layout the shared example spec fixes: when the widest cell ends in a guard, the
/// other rows' actions stand one column right of that row's.
@Suite struct FormatterGutterTests {
    private func format(_ text: String) -> SpecFormatter.Outcome {
        SpecFormatter.format(Pipeline.parse(SourceFile(path: "test.sm", text: text)))
    }

    private static let header = "machine M\ncontext {\n    ok: Bool\n}\ninitial a\nstate a\nstate b\nevent e\nevent somethingLonger\n"

    @Test func aGuardedRowNarrowerThanTheWidestLinesUpWithTheOthers() {
        let messy = Self.header + "a on e [ok] -> b\na on somethingLonger -> b\na after 1s [ok] -> b\n"
        let canonical =
            Self.header
            + "a on e [ok]          -> b\n"
            + "a on somethingLonger -> b\n"
            + "a after 1s [ok]      -> b\n"
        #expect(format(messy) == .formatted(canonical))
        #expect(format(canonical) == .formatted(canonical))
    }

    /// `../shared/specs/checkout.sm` is laid out so and must format unchanged.
    @Test func whenTheWidestCellIsAGuardedOnRowTheOtherActionsStandOneColumnRight() {
        let messy = Self.header + "a on somethingLonger [ok] -> b\na after 1min -> a\na on e [ok] -> b\n"
        let canonical =
            Self.header
            + "a on somethingLonger [ok] -> b\n"
            + "a after 1min               -> a\n"
            + "a on e [ok]                -> b\n"
        #expect(format(messy) == .formatted(canonical))
        #expect(format(canonical) == .formatted(canonical))
    }

    /// A guarded `after` row, the widest, lines up with the others (it stood one column left).
    @Test func aGuardedAfterRowThatIsTheWidestLinesUpWithTheOthers() {
        let messy = Self.header + "a after 10s [ok] -> b\na after 1min -> a\na on e [ok] -> b\n"
        let canonical =
            Self.header
            + "a after 10s [ok] -> b\n"
            + "a after 1min     -> a\n"
            + "a on e [ok]      -> b\n"
        #expect(format(messy) == .formatted(canonical))
        #expect(format(canonical) == .formatted(canonical))
    }
}
