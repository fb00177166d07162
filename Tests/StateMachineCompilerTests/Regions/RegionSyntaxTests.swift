import StateMachineCompiler
import StateMachineFormatter
import Testing

/// `region`, the `initial` list and `in(...)` as the parser reads and the formatter prints them.
@Suite struct RegionSyntaxTests {
    static let messy = """
        machine M
        state a
        state b(n: Int)
        state x
        state y(n: Int)
        region one = a,b
        region   two = x ,y
        event e(n: Int)
        initial a ,x
        a on e(n) [ in( y ) && !in(y(n)) && in(y( _ )) ] -> b(n)
        x on e(n) [in(one)] -> y(n)

        """

    // The widest cell ends in a guard, so its row keeps one space and the others two (Editors.md).
    @Test func theFormatterPrintsRegionsInitialListsAndInTests() {
        let canonical = """
            machine M
            state a
            state b(n: Int)
            state x
            state y(n: Int)
            region one = a, b
            region two = x, y
            event e(n: Int)
            initial a, x
            a on e(n) [in(y) && !in(y(n)) && in(y(_))] -> b(n)
            x on e(n) [in(one)]                         -> y(n)

            """
        guard case .formatted(let text) = SpecFormatter.format(Pipeline.parse(SourceFile(path: "m.sm", text: Self.messy))) else {
            Issue.record("the spec did not format")
            return
        }
        #expect(text == canonical)
    }

    @Test func theParserKeepsEveryRange() throws {
        let parsed = Pipeline.parse(SourceFile(path: "m.sm", text: Self.messy))
        #expect(parsed.diagnostics.isEmpty)
        let regions = parsed.syntax.declarations.compactMap { if case .region(let region) = $0 { region } else { nil } }
        #expect(regions.map(\.name.text) == ["one", "two"])
        #expect(regions.map { $0.members.map(\.text) } == [["a", "b"], ["x", "y"]])
        let initial = parsed.syntax.declarations.compactMap {
            if case .initial(_, let state, _, let more) = $0 { [state.text] + more.map(\.state.text) } else { nil }
        }
        #expect(initial == [["a", "x"]])
    }

    @Test func anUnclosedInTestSaysWhatIsMissing() {
        let parsed = Pipeline.parse(SourceFile(path: "m.sm", text: "machine M\nstate a\nevent e\na on e [in(a] ignore\n"))
        #expect(parsed.diagnostics.map(\.message) == ["expected ')' to close 'in(', found ']'"])
    }
}
