import StateMachineCompiler
import Testing

/// The order of effects, worked out by hand: exit of the case, exit of each group left
/// (innermost first), the row's effects, entry of each group entered (outermost first),
/// entry of the case.
@Suite struct StateStructureInterpreterTests {
    static let spec = """
        machine Nest
        initial a
        state a
        state b(n: Int)
        state c
        group inner = b
        group outer = inner, c
        event go(n: Int)
        event back
        effect mark(label: String)
        effect num(n: Int)
        entry outer / mark("enter outer")
        entry inner / mark("enter inner")
        entry b(n) / num(n)
        entry b(7) / mark("seven")
        exit b(n) [n == 1] / mark("leave one")
        exit inner / mark("leave inner")
        exit outer / mark("leave outer")
        a on go(n) -> b(n) / mark("row")
        b on go(n) -> b(n)
        outer on back -> a / mark("back")

        """

    let interpreter: Interpreter

    init() throws {
        let result = Pipeline.check(SourceFile(path: "nest.sm", text: Self.spec))
        interpreter = Interpreter(try #require(result.machine, "\(result.summaries)"))
    }

    func mark(_ text: String) -> RuntimeCase { RuntimeCase(0, [.string(text)]) }
    func num(_ n: Int) -> RuntimeCase { RuntimeCase(1, [.integer(IntegerValue(n))]) }

    @Test func enteringNestedGroupsRunsOutermostFirstAfterTheRowsEffects() throws {
        let step = try interpreter.step(from: RuntimeCase(0), on: RuntimeCase(0, [.integer(7)]))
        #expect(step.outcome == .transitioned(effects: [mark("row"), mark("enter outer"), mark("enter inner"), num(7), mark("seven")]))
    }

    @Test func aLiteralThatDoesNotMatchContributesNothing() throws {
        let step = try interpreter.step(from: RuntimeCase(0), on: RuntimeCase(0, [.integer(3)]))
        #expect(step.outcome == .transitioned(effects: [mark("row"), mark("enter outer"), mark("enter inner"), num(3)]))
    }

    @Test func reenteringTheSameCaseRunsItsExitAndEntryButNotItsGroups() throws {
        let step = try interpreter.step(from: RuntimeCase(1, [.integer(1)]), on: RuntimeCase(0, [.integer(2)]))
        #expect(step.outcome == .transitioned(effects: [mark("leave one"), num(2)]))
    }

    @Test func leavingNestedGroupsRunsInnermostFirstBeforeTheRowsEffects() throws {
        let step = try interpreter.step(from: RuntimeCase(1, [.integer(5)]), on: RuntimeCase(1))
        #expect(step.outcome == .transitioned(effects: [mark("leave inner"), mark("leave outer"), mark("back")]))
        let fromC = try interpreter.step(from: RuntimeCase(2), on: RuntimeCase(1))
        #expect(fromC.outcome == .transitioned(effects: [mark("leave outer"), mark("back")]))
    }

    @Test func startingInAStateRunsTheEntriesOfItsGroupsThenItsCase() throws {
        #expect(
            try interpreter.entryEffects(of: RuntimeCase(1, [.integer(7)])) == [
                mark("enter outer"), mark("enter inner"), num(7), mark("seven"),
            ])
        #expect(try interpreter.entryEffects(of: RuntimeCase(0)) == [])
    }
}
