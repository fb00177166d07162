import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Guard verdicts that need ordering and arithmetic: values below, at and above each
/// literal and sum decide them.
@Suite struct ValuesAnalysisTests {
    static let base = WarningTests.door.replacingOccurrences(
        of: "context { isLocked: Bool, code: Int }", with: "context { isLocked: Bool, code: Int, limit: Int, price: Double }")

    @Test(arguments: [
        "closed on shut [1️⃣code < 3 && code > 5] ignore",
        "closed on shut [1️⃣code <= 3 && code >= 4] ignore",
        "closed on shut [1️⃣code + 2 < 5 && code > 2] ignore",
        "closed on shut [1️⃣code < limit && limit < code] ignore",
        "closed on shut [1️⃣code == 3 && code - 1 != 2] ignore",
    ])
    func anOrderingThatNoValueSatisfiesIsNeverTrue(row: String) {
        expectDiagnostics(
            Self.base + row + "\n",
            [
                .warning("1️⃣", .guardAlwaysFalse, "guard is always false, so this row can never fire")
            ])
    }

    @Test(arguments: [
        "closed on shut [1️⃣code < 3 || code >= 3] ignore",
        "closed on shut [1️⃣code + 1 > code || isLocked] ignore",
        "closed on shut [1️⃣code <= limit || code > limit] ignore",
    ])
    func anOrderingEveryValueSatisfiesIsAlwaysTrue(row: String) {
        expectDiagnostics(
            Self.base + row + "\n",
            [
                .warning("1️⃣", .guardAlwaysTrue, "guard is always true, so it never stops this row from firing")
            ])
    }

    @Test(arguments: [
        "closed on shut [code < 3 && code > 1] ignore",
        "closed on shut [code + 2 == limit] ignore",
        "closed on shut [code - 1 >= 3 && code <= 4] ignore",
        "closed on shut [code == limit && code < 3] ignore",
        // Between 2 and 3 lie doubles no integer candidate reaches, so nothing is claimed.
        "closed on shut [price > 2 && price < 3] ignore",
    ])
    func anOrderingThatDependsOnTheValuesIsNotReported(row: String) {
        expectDiagnostics(Self.base + row + "\n", [])
    }
}
