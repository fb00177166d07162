import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A changed comparison among others in one guard: `diff` finds an input where it decides
/// the guard, and when a search gives up it says so instead of "same".
@Suite struct DiffBoundarySearchTests {
    static func fourComparisons() -> String {
        """
        machine Four
        context {
            c0: Int
            c1: Int
            c2: Int
            c3: Int
        }
        initial idle
        state idle
        state done
        event go(x0: Int, x1: Int, x2: Int, x3: Int)
        idle on go(x0, x1, x2, x3) [x0 < c0 && x1 < c1 && x2 < c2 && x3 < c3] -> done

        """
    }

    @Test func lessBecomingLessOrEqualBesideThreeComparisonsIsAChange() throws {
        let old = Self.fourComparisons()
        let new = try DiffSupport.edited(old, [("x0 < c0", "x0 <= c0")])
        let diff = try DiffSupport.diff(old, new)
        #expect(diff.differs)
        #expect(diff.isComplete)
        #expect(
            DiffMarkdown.render(diff, title: "new.sm").contains(
                "- `idle × go`: `rejected (no row's conditions hold)` became `→ done` (for `idle on go(x0: "))
    }

    /// `x0 < c0 && x0 > c0` never holds, so no input puts `x0 < c0` in charge; over nine
    /// slots the search for one gives up, and a diff that found nothing cannot say "same".
    @Test func aSearchThatGivesUpMakesTheComparisonIncompleteNeverTheSame() throws {
        let old = try DiffSupport.edited(
            Self.fourComparisons(),
            [("[x0 < c0 &&", "[x0 < c0 && x0 > c0 &&"), ("-> done", "-> done / log(1)")]
        )
        .replacingOccurrences(of: "event go", with: "effect log(n: Int)\nevent go")
        let new = try DiffSupport.edited(old, [("log(1)", "log(2)")])
        let directory = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = DiffCommandTests()
        let oldPath = try command.write(old, "old.sm", in: directory)
        let newPath = try command.write(new, "new.sm", in: directory)

        let result = command.run(["diff", oldPath, newPath])
        #expect(result.status == 3)
        #expect(
            result.output
                == "## `\(newPath)`\n\n### Incomplete\n\n- the comparison is incomplete: a search for inputs gave up, "
                + "so the machines may differ in ways not listed\n")
        #expect(
            command.run(["diff", oldPath, newPath, "--format", "json"]).output.contains("\"differs\": false,\n  \"complete\": false,\n"))
    }
}
