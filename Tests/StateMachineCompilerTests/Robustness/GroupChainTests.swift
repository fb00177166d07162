import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Chains of nested groups (`group g1 = g0`, `group g2 = g1`, …): every stage asks which
/// groups contain a state, so nesting is bounded like parentheses are, with a located error
/// where the chain crosses the limit, and a chain's cycle check walks each group once.
@Suite struct GroupChainTests {
    /// `g0` holds the state `s`; `g(k)` holds `g(k-1)`; the outermost group is `g(count-1)`.
    static func chain(_ count: Int) -> String {
        var text = "machine M\ninitial s\nstate s\nevent e\ns on e -> s\ngroup g0 = s\n"
        for level in 1..<count { text += "group g\(level) = g\(level - 1)\n" }
        return text
    }

    /// The errors alone: the chain's groups are used by no row, which is a warning each.
    func errors(_ text: String) -> [String] {
        Pipeline.check(SourceFile(path: "chain.sm", text: text), indexingSymbols: false).summaries.filter { $0.contains(": error: ") }
    }

    @Test func thirtyTwoLevelsOfGroupsAreAccepted() {
        #expect(errors(Self.chain(32)) == [])
    }

    @Test func theThirtyThirdLevelIsALocatedError() {
        // Line 6 + k declares `g(k)`; the outermost, `g32`, is level 1 and `g0` level 33, listed
        // in `g1` on line 7 at column 12.
        #expect(
            errors(Self.chain(33)) == [
                "7:12: error: group 'g0' in 'g1' nests groups more than 32 levels deep, the limit; flatten the groups"
            ])
    }

    @Test func aLongChainIsOneErrorPerCrossingAndFinishes() throws {
        let result = Pipeline.check(SourceFile(path: "chain.sm", text: Self.chain(5_000)), indexingSymbols: false)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.id == .nestingTooDeep)
    }

    @Test func aCycleIsStillReportedOnceFromItsFirstGroup() {
        let text = "machine M\ninitial s\nstate s\nevent e\ns on e -> s\ngroup a = s, c\ngroup b = a\ngroup c = b\n"
        #expect(errors(text) == ["6:14: error: group 'a' contains itself: 'a', which is in 'b', which is in 'c', which is in 'a'"])
    }
}
