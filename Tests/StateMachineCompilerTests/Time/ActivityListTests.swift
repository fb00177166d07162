import StateMachineFormatter
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// `during a, b / EFFECT`: a source list stands for one declaration per item (as `a, b after 5s`
/// arms a timer in each listed state); its items bind nothing. Expectations worked out by hand.
@Suite struct ActivityListTests {
    // States closed 0, open 1, ajar 2, gone 3; effects beep 0, log 1; group moving = open, ajar.
    static let header = """
        machine Door
        initial closed
        state closed
        state open(by: String)
        state ajar(by: String)
        state gone final
        group moving = open, ajar
        event push(by: String)
        event slam
        effect beep
        effect log(message: String)
        closed on push(who) -> open(who)
        moving on push(who) -> ajar(who)
        moving on slam -> gone

        """

    @Test func aListStandsForOneDeclarationPerItemInWrittenOrder() throws {
        let result = MarkedSpec(Self.header + "during ajar, closed / beep\nentry moving, closed / log(\"in\")\n").check()
        #expect(result.summaries.filter { $0.contains("error") } == [])
        let declarations = try #require(result.machine).stateEffects
        #expect(declarations.map(\.kind) == [.during, .during, .entry, .entry])
        #expect(declarations.map(\.source) == [.state(2), .state(0), .group(0), .state(0)])
        #expect(declarations.map(\.line) == [15, 15, 16, 16])
    }

    @Test func eachListedStateRunsTheActivityInItsOwnScope() throws {
        let spec = MarkedSpec(Self.header + "during open, ajar / beep\n")
        let interpreter = Interpreter(try #require(spec.check().machine))
        let beep = RuntimeCase(0)
        #expect(
            try interpreter.scopes(of: RuntimeCase(1, [.string("x")])) == [RuntimeScope(name: "open", kind: .state, activities: [beep])])
        #expect(
            try interpreter.scopes(of: RuntimeCase(2, [.string("x")])) == [RuntimeScope(name: "ajar", kind: .state, activities: [beep])])
        #expect(try interpreter.scopes(of: RuntimeCase(0)).isEmpty)
    }

    @Test func aListedItemBindsNothing() {
        expectDiagnostics(
            Self.header + "during ajar, open(1️⃣by) / beep\n",
            [
                .error(
                    "1️⃣", .patternsInSourceList, "a source list binds no values: write a 'during' of its own for 'open' to match its payload"
                )
            ])
    }

    @Test func aListedItemAppearsOnce() {
        expectDiagnostics(
            Self.header + "during 2️⃣ajar, 1️⃣ajar / beep\n",
            [.error("1️⃣", .duplicateSource, "'ajar' is listed twice in this source", notes: [.note("2️⃣", "first listed here")])])
    }

    @Test func anActivityOfEveryStateIsWrittenOnAGroupOrAList() {
        expectDiagnostics(
            Self.header + "during 1️⃣* / beep\n",
            [
                .error(
                    "1️⃣", .expectedToken,
                    "'during' takes the states it belongs to, not '*': name a group of them or list them ('during a, b / EFFECT')")
            ])
    }

    @Test func theFormatterWritesAListAsRowSourcesAre() {
        let outcome = SpecFormatter.format(Pipeline.parse(SourceFile(path: "test.sm", text: Self.header + "during   open ,ajar /beep\n")))
        guard case .formatted(let text) = outcome else {
            Issue.record("the spec did not format: \(outcome)")
            return
        }
        #expect(text.hasSuffix("\nduring open, ajar / beep\n"))
    }
}
