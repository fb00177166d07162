import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The checker's errors, each asserted at the location marked in the spec.
@Suite struct CheckerTests {
    static let header = """
        machine Door
        context { isLocked: Bool, code: Int }
        initial closed
        state closed
        state open(by: String)
        state gone final
        event push(by: String)
        event enter(code: Int, note: String?)
        effect log(message: String)

        """

    /// Checks `body` after the shared header and returns `line:column: severity: message` for each diagnostic.
    private func diagnose(_ body: String) -> (result: CheckResult, spec: MarkedSpec) {
        let spec = MarkedSpec(Self.header + body)
        return (spec.check(), spec)
    }

    private func expectSingle(
        _ body: String, _ message: String, at marker: String = "1️⃣",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (result, spec) = diagnose(body)
        guard let location = spec.location(marker) else {
            Issue.record("no marker \(marker) in spec", sourceLocation: sourceLocation)
            return
        }
        #expect(result.summaries == ["\(location): error: \(message)"], sourceLocation: sourceLocation)
        #expect(result.machine == nil, sourceLocation: sourceLocation)
    }

    @Test func theExamplesCheckWithoutAnyErrorAndNoWarningButTheirLateResults() throws {
        for name in ["checkout", "favorite", "pricing"] {
            let result = Pipeline.check(try ExampleSpecs.file(name))
            #expect(result.diagnostics.allSatisfy { $0.id == .lateResultUnhandled }, "\(name): \(result.summaries)")
            #expect(result.machine != nil)
        }
    }

    @Test func unknownStateSuggestsTheClosestName() {
        expectSingle("1️⃣clsoed on push(p) -> open(p)\n", "unknown state 'clsoed'; did you mean 'closed'?")
    }

    @Test func unknownEventAndEffectAreNamed() {
        let (result, spec) = diagnose("closed on 1️⃣pusj(p) -> open(p)\nclosed on push(p) -> open(p) / 2️⃣lgo(p)\n")
        #expect(
            result.summaries == [
                "\(spec.location("1️⃣")!): error: unknown event 'pusj'; did you mean 'push'?",
                "\(spec.location("2️⃣")!): error: unknown effect 'lgo'; did you mean 'log'?",
            ])
        #expect(result.diagnostics.map { $0.notes.map(\.message) } == [["'push' declared here"], ["'log' declared here"]])
    }

    @Test func patternArityMustMatchThePayload() {
        expectSingle("closed on 1️⃣push(a, b) -> open(a)\n", "event 'push(by:)' takes 1 value, found 2")
    }

    @Test func targetArityMustMatchThePayload() {
        expectSingle("closed on push -> 1️⃣open\n", "state 'open(by:)' takes 1 value, found 0")
    }

    @Test func aNameMustBeBoundBeforeItIsUsed() {
        expectSingle(
            "closed on push -> open(1️⃣who)\n",
            "cannot find 'who' in scope: declare it in 'context { who: TYPE }', or bind it in the row's pattern")
    }

    @Test func aGuardOnAnUndeclaredFieldSaysToDeclareIt() {
        expectSingle(
            "closed on push(who) [1️⃣isOnline] -> open(who)\n",
            "cannot find 'isOnline' in scope: declare it in 'context { isOnline: TYPE }', or bind it in the row's pattern")
    }

    @Test func aGuardOnAMisspelledFieldNamesTheField() {
        expectSingle("closed on push(who) [1️⃣isLockd] -> open(who)\n", "cannot find 'isLockd' in scope; did you mean 'isLocked'?")
    }

    /// `initial` is taken for `State.initial`: the one error says so, and no "no 'initial'
    /// declaration" follows, since the user meant `state initial` to be it.
    @Test func aStateNamedInitialIsOneErrorThatSaysWhatInitialNames() {
        let spec = MarkedSpec("machine Search\nstate 1️⃣initial\nstate searching\nevent typed\n")
        let location = spec.location("1️⃣").map { "\($0)" } ?? "no marker"
        #expect(
            spec.check().summaries == [
                "\(location): error: 'initial' names the generated 'State.initial', the state a machine starts in, so it cannot "
                    + "name a state: call the state something else, such as 'idle', and start there with 'initial idle'"
            ])
    }

    @Test func aPatternCannotRebindAContextField() {
        expectSingle("closed on enter(1️⃣code, _) -> gone\n", "'code' is a context field and cannot be bound by a pattern")
    }

    @Test func aLiteralMustFitTheParameterType() {
        expectSingle("closed on push(1️⃣true) -> gone\n", "boolean literal is not compatible with type 'String'")
    }

    @Test func comparingUnrelatedTypesIsAnError() {
        expectSingle("closed on push(p) [p 1️⃣== code] -> gone\n", "binary operator '==' cannot compare 'String' with 'Int'")
    }

    @Test func anOptionalCanBeComparedWithItsWrappedType() {
        let (result, _) = diagnose("closed on enter(c, n) [c == 3 && n != nil && n == \"x\"] -> gone\n")
        // Accepted: the header's unused declarations draw warnings, never errors.
        #expect(!result.hasErrors, "\(result.summaries)")
    }

    @Test func aNameBoundTwiceMustHaveOneType() {
        expectSingle("open(x) on enter(1️⃣x, _) -> gone\n", "'x' is bound as 'String' and cannot also match a value of type 'Int'")
    }

    @Test func aGuardMustBeBoolean() {
        expectSingle("closed on enter(c, _) [1️⃣c] -> gone\n", "cannot use a value of type 'Int' as a condition; expected 'Bool'")
    }

    @Test func arrowOutOfAFinalStateIsAnErrorAtTheArrow() {
        let (result, spec) = diagnose("gone on push(p) 1️⃣-> open(p)\ngone on enter ignore\n")
        #expect(result.summaries == ["\(spec.location("1️⃣")!): error: '->' cannot leave final state 'gone'"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["'gone' declared final here"])
    }

    @Test func chainedComparisonIsRejectedAsInSwift() {
        expectSingle(
            "closed on push(p) [isLocked == true 1️⃣== false] -> gone\n",
            "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'")
    }

    @Test func everyIndependentErrorIsReported() {
        let (result, spec) = diagnose(
            """
            closed on push(p) -> open(1️⃣q)
            closed on push 2️⃣=> open
            open on 3️⃣nothing -> gone

            """)
        #expect(
            result.summaries == [
                "\(spec.location("1️⃣")!): error: cannot find 'q' in scope; did you mean 'p'?",
                "\(spec.location("2️⃣")!): error: unexpected character '=' in spec",
                "\(spec.location("3️⃣")!): error: unknown event 'nothing'",
            ])
    }

    @Test func redeclarationPointsAtTheFirstDeclaration() {
        let (result, spec) = diagnose("state 1️⃣closed\n")
        #expect(result.summaries == ["\(spec.location("1️⃣")!): error: invalid redeclaration of state 'closed'"])
        #expect(result.diagnostics.first.map { result.file.location(of: $0.notes[0].range.start) } == SourceLocation(line: 4, column: 7))
    }

    @Test func aSpecWithoutMachineOrInitialSaysSo() {
        let noMachine = MarkedSpec("1️⃣state a\ninitial a\n").check()
        #expect(noMachine.summaries == ["1:1: error: spec has no 'machine' declaration; start it with 'machine NAME'"])
        let noInitial = MarkedSpec("machine 1️⃣M\nstate a\n").check()
        #expect(noInitial.summaries == ["1:9: error: machine 'M' has no 'initial' declaration"])
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() {
        expectSingle("closed on push(1️⃣\"abc) -> gone\n", "unterminated string literal")
    }

    @Test func initialValuesMustFitThePayload() {
        let spec = MarkedSpec("machine M\ninitial idle(1️⃣\"no\")\nstate idle(flag: Bool)\n")
        #expect(spec.check().summaries == ["\(spec.location("1️⃣")!): error: string literal is not compatible with type 'Bool'"])
    }

    @Test func initialValuesAreCountedLikeAnyPayloadsInOneWording() {
        let one = MarkedSpec("machine M\ninitial 1️⃣idle(true, false)\nstate idle(flag: Bool)\n")
        #expect(one.check().summaries == ["\(one.location("1️⃣")!): error: initial state 'idle' takes 1 value, found 2"])
        let two = MarkedSpec("machine M\ninitial 1️⃣idle(true)\nstate idle(flag: Bool, other: Bool)\n")
        #expect(two.check().summaries == ["\(two.location("1️⃣")!): error: initial state 'idle' takes 2 values, found 1"])
    }

    @Test func integerLiteralsAreRangeCheckedForFixedWidthTypes() {
        let spec = MarkedSpec("machine M\ninitial idle(1️⃣300)\nstate idle(level: UInt8)\n")
        #expect(spec.check().summaries == ["\(spec.location("1️⃣")!): error: integer literal '300' overflows when stored into 'UInt8'"])
    }

    @Test func reservedWordsCannotBeNamesButSwiftKeywordsCan() {
        let accepted = MarkedSpec(
            "machine M\ninitial default\nstate default\nstate in(class: Int)\nevent repeat(where: Int)\ndefault on repeat(w) -> in(w)\n"
        ).check()
        #expect(!accepted.hasErrors, "\(accepted.summaries)")
        let refused = MarkedSpec("machine M\ninitial a\nstate a\nstate 1️⃣final\n")
        #expect(
            refused.check().summaries == ["\(refused.location("1️⃣")!): error: 'final' is a reserved word and cannot be used as a state name"]
        )
    }

    @Test func typeSpellingsAreNormalised() {
        let result = MarkedSpec(
            """
            machine M
            context { limit: Optional<Int> }
            initial a
            state a
            event e(value: Int ?, list: Array< String >)
            state b(list: [String])
            a on e(v, l) [v == limit] -> b(l)

            """
        ).check()
        #expect(!result.hasErrors, "\(result.summaries)")
    }

    @Test func aRowAfterOneThatAlwaysFiresIsAWarning() {
        let (result, spec) = diagnose("closed on push(p) -> open(p)\n1️⃣closed on push(p) [isLocked] -> gone\n")
        #expect(
            result.summaries.filter { $0.contains("row can never fire") } == [
                "\(spec.location("1️⃣")!): warning: row can never fire: an earlier row for the same state and event always fires"
            ])
        #expect(result.machine != nil)
    }
}

/// The one-line row text that generated comments quote.
@Suite struct RowTextTests {
    @Test func rowsSpanningLinesAreQuotedOnOneLineWithoutTheirComments() throws {
        let spec = #"""
            machine M
            initial a(false)
            state a(flag: Bool)
            event e(name: String)
            a(f)   on e("x\\")   // a string ending in an escaped backslash
                [f]  ->  a(f)    // the guard
            a on e("  two  spaces  ") ignore

            """#
        let machine = try #require(Pipeline.check(SourceFile(path: "m.sm", text: spec)).machine)
        #expect(machine.rows.map(\.text) == [#"a(f) on e("x\\") [f] -> a(f)"#, #"a on e("  two  spaces  ") ignore"#])
    }
}
