import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The checker's errors, each asserted whole (id, message, location, notes, fix-its and the
/// spec they fix) with the shared expected-diagnostic helper. The header marks the declarations
/// notes and warnings point at with 4️⃣ to 🔟, so a test's own markers are 1️⃣ to 3️⃣.
@Suite struct CheckerTests {
    static let header = """
        machine Door
        context { isLocked: Bool, 8️⃣code: Int }
        initial closed
        state 5️⃣closed
        state 4️⃣open(by: String)
        state gone 6️⃣final
        event 7️⃣push(by: String)
        event 🔟enter(code: Int, note: String?)
        effect 9️⃣log(message: String)

        """

    /// The header as the checker reads it, for the spec a fix-it leaves.
    static let plainHeader = MarkedSpec(header).text

    @Test func theExamplesCheckWithoutAnyErrorAndNoWarningButTheirLateResults() throws {
        for name in ["checkout", "favorite", "pricing"] {
            let result = Pipeline.check(try ExampleSpecs.file(name))
            #expect(result.diagnostics.allSatisfy { $0.id == .lateResultUnhandled }, "\(name): \(result.summaries)")
            #expect(result.machine != nil)
        }
    }

    @Test func unknownStateSuggestsTheClosestName() {
        expectDiagnostics(
            Self.header + "1️⃣clsoed on push(p) -> open(p)\n",
            [
                .error(
                    "1️⃣", .unknownName, "unknown state 'clsoed'; did you mean 'closed'?", notes: [.note("5️⃣", "'closed' declared here")],
                    fixIts: ["replace 'clsoed' with 'closed'"])
            ],
            fixedSource: Self.plainHeader + "closed on push(p) -> open(p)\n")
    }

    @Test func unknownEventAndEffectAreNamed() {
        expectDiagnostics(
            Self.header + "closed on 1️⃣pusj(p) -> open(p)\nclosed on push(p) -> open(p) / 2️⃣lgo(p)\n",
            [
                .error(
                    "1️⃣", .unknownName, "unknown event 'pusj'; did you mean 'push'?", notes: [.note("7️⃣", "'push' declared here")],
                    fixIts: ["replace 'pusj' with 'push'"]),
                .error(
                    "2️⃣", .unknownName, "unknown effect 'lgo'; did you mean 'log'?", notes: [.note("9️⃣", "'log' declared here")],
                    fixIts: ["replace 'lgo' with 'log'"]),
            ],
            fixedSource: Self.plainHeader + "closed on push(p) -> open(p)\nclosed on push(p) -> open(p) / log(p)\n")
    }

    @Test func patternArityMustMatchThePayload() {
        expectDiagnostics(
            Self.header + "closed on 1️⃣push(a, b) -> open(a)\n",
            [.error("1️⃣", .wrongArity, "event 'push(by:)' takes 1 value, found 2")])
    }

    @Test func targetArityMustMatchThePayload() {
        expectDiagnostics(
            Self.header + "closed on push -> 1️⃣open\n", [.error("1️⃣", .wrongArity, "state 'open(by:)' takes 1 value, found 0")])
    }

    @Test func aNameMustBeBoundBeforeItIsUsed() {
        expectDiagnostics(
            Self.header + "closed on push -> open(1️⃣who)\n",
            [
                .error(
                    "1️⃣", .unboundName,
                    "cannot find 'who' in scope: declare it in 'context { who: TYPE }', or bind it in the row's pattern")
            ])
    }

    @Test func aGuardOnAnUndeclaredFieldSaysToDeclareIt() {
        expectDiagnostics(
            Self.header + "closed on push(who) [1️⃣isOnline] -> open(who)\n",
            [
                .error(
                    "1️⃣", .unboundName,
                    "cannot find 'isOnline' in scope: declare it in 'context { isOnline: TYPE }', or bind it in the row's pattern")
            ])
    }

    @Test func aGuardOnAMisspelledFieldNamesTheField() {
        expectDiagnostics(
            Self.header + "closed on push(who) [1️⃣isLockd] -> open(who)\n",
            [
                .error(
                    "1️⃣", .unboundName, "cannot find 'isLockd' in scope; did you mean 'isLocked'?",
                    fixIts: ["replace 'isLockd' with 'isLocked'"])
            ],
            fixedSource: Self.plainHeader + "closed on push(who) [isLocked] -> open(who)\n")
    }

    /// `initial` is taken for `State.initial`: the one error says so, and no "no 'initial'
    /// declaration" follows, since the user meant `state initial` to be it.
    @Test func aStateNamedInitialIsOneErrorThatSaysWhatInitialNames() {
        expectDiagnostics(
            "machine Search\nstate 1️⃣initial\nstate searching\nevent typed\n",
            [
                .error(
                    "1️⃣", .reservedWord,
                    "'initial' names the generated 'State.initial', the state a machine starts in, so it cannot "
                        + "name a state: call the state something else, such as 'idle', and start there with 'initial idle'")
            ])
    }

    @Test func aPatternCannotRebindAContextField() {
        expectDiagnostics(
            Self.header + "closed on enter(1️⃣code, _) -> gone\n",
            [
                .error(
                    "1️⃣", .shadowsContext, "'code' is a context field and cannot be bound by a pattern",
                    notes: [.note("8️⃣", "context field declared here")])
            ])
    }

    @Test func aLiteralMustFitTheParameterType() {
        expectDiagnostics(
            Self.header + "closed on push(1️⃣true) -> gone\n",
            [.error("1️⃣", .typeMismatch, "boolean literal is not compatible with type 'String'")])
    }

    @Test func comparingUnrelatedTypesIsAnError() {
        expectDiagnostics(
            Self.header + "closed on push(p) [p 1️⃣== code] -> gone\n",
            [.error("1️⃣", .typeMismatch, "binary operator '==' cannot compare 'String' with 'Int'")])
    }

    @Test func anOptionalCanBeComparedWithItsWrappedType() {
        let result = MarkedSpec(Self.header + "closed on enter(c, n) [c == 3 && n != nil && n == \"x\"] -> gone\n").check()
        // Accepted: the header's unused declarations draw warnings, never errors.
        #expect(!result.hasErrors, "\(result.summaries)")
    }

    @Test func aNameBoundTwiceMustHaveOneType() {
        expectDiagnostics(
            Self.header + "open(2️⃣x) on enter(1️⃣x, _) -> gone\n",
            [
                .error(
                    "1️⃣", .typeMismatch, "'x' is bound as 'String' and cannot also match a value of type 'Int'",
                    notes: [.note("2️⃣", "'x' first bound here")])
            ])
    }

    @Test func aGuardMustBeBoolean() {
        expectDiagnostics(
            Self.header + "closed on enter(c, _) [1️⃣c] -> gone\n",
            [.error("1️⃣", .typeMismatch, "cannot use a value of type 'Int' as a condition; expected 'Bool'")])
    }

    @Test func arrowOutOfAFinalStateIsAnErrorAtTheArrow() {
        expectDiagnostics(
            Self.header + "gone on push(p) 1️⃣-> open(p)\ngone on enter ignore\n",
            [
                .error(
                    "1️⃣", .transitionFromFinal, "'->' cannot leave final state 'gone'", notes: [.note("6️⃣", "'gone' declared final here")])
            ])
    }

    @Test func chainedComparisonIsRejectedAsInSwift() {
        expectDiagnostics(
            Self.header + "closed on push(p) [isLocked == true 1️⃣== false] -> gone\n",
            [.error("1️⃣", .chainedComparison, "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'")])
    }

    @Test func everyIndependentErrorIsReported() {
        expectDiagnostics(
            Self.header
                + """
                closed on push(p) -> open(1️⃣q)
                closed on push 2️⃣=> open
                open on 3️⃣nothing -> gone

                """,
            [
                .error(
                    "1️⃣", .unboundName, "cannot find 'q' in scope; did you mean 'p'?", fixIts: ["replace 'q' with 'p'"]),
                .error("2️⃣", .unexpectedCharacter, "unexpected character '=' in spec"),
                .error("3️⃣", .unknownName, "unknown event 'nothing'"),
            ],
            fixedSource: Self.plainHeader + "closed on push(p) -> open(p)\nclosed on push => open\nopen on nothing -> gone\n")
    }

    @Test func redeclarationPointsAtTheFirstDeclaration() {
        expectDiagnostics(
            Self.header + "state 1️⃣closed\n",
            [
                .error(
                    "1️⃣", .duplicateDeclaration, "invalid redeclaration of state 'closed'",
                    notes: [.note("5️⃣", "'closed' previously declared here")])
            ])
    }

    @Test func aSpecWithoutMachineOrInitialSaysSo() {
        expectDiagnostics(
            "1️⃣state a\ninitial a\n", [.error("1️⃣", .missingMachine, "spec has no 'machine' declaration; start it with 'machine NAME'")])
        expectDiagnostics("machine 1️⃣M\nstate a\n", [.error("1️⃣", .missingInitial, "machine 'M' has no 'initial' declaration")])
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() {
        expectDiagnostics(
            Self.header + "closed on push(1️⃣\"abc) -> gone\n", [.error("1️⃣", .unterminatedString, "unterminated string literal")])
    }

    @Test func initialValuesMustFitThePayload() {
        expectDiagnostics(
            "machine M\ninitial idle(1️⃣\"no\")\nstate idle(flag: Bool)\n",
            [.error("1️⃣", .typeMismatch, "string literal is not compatible with type 'Bool'")])
    }

    @Test func initialValuesAreCountedLikeAnyPayloadsInOneWording() {
        expectDiagnostics(
            "machine M\ninitial 1️⃣idle(true, false)\nstate idle(flag: Bool)\n",
            [.error("1️⃣", .wrongArity, "initial state 'idle' takes 1 value, found 2")])
        expectDiagnostics(
            "machine M\ninitial 1️⃣idle(true)\nstate idle(flag: Bool, other: Bool)\n",
            [.error("1️⃣", .wrongArity, "initial state 'idle' takes 2 values, found 1")])
    }

    @Test func integerLiteralsAreRangeCheckedForFixedWidthTypes() {
        expectDiagnostics(
            "machine M\ninitial idle(1️⃣300)\nstate idle(level: UInt8)\n",
            [.error("1️⃣", .typeMismatch, "integer literal '300' overflows when stored into 'UInt8'")])
    }

    @Test func reservedWordsCannotBeNamesButSwiftKeywordsCan() {
        let accepted = MarkedSpec(
            "machine M\ninitial default\nstate default\nstate in(class: Int)\nevent repeat(where: Int)\ndefault on repeat(w) -> in(w)\n"
        ).check()
        #expect(!accepted.hasErrors, "\(accepted.summaries)")
        expectDiagnostics(
            "machine M\ninitial a\nstate a\nstate 1️⃣final\n",
            [.error("1️⃣", .reservedWord, "'final' is a reserved word and cannot be used as a state name")])
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
        expectDiagnostics(
            Self.header + "2️⃣closed on push(p) -> open(p)\n1️⃣closed on push(3️⃣p) [isLocked] -> gone\n",
            [
                // What the header leaves undone, beside the row this test is about.
                .warning("4️⃣", .deadEnd, "no '->' row leaves non-final state 'open'; add one or mark the state 'final'"),
                .warning("🔟", .unhandledEvent, "event 'enter' is never handled; no row names it"),
                .warning("9️⃣", .unusedEffect, "effect 'log' is never emitted by any row"),
                .warning(
                    "1️⃣", .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    notes: [.note("2️⃣", "this earlier row always fires")]),
                .warning("3️⃣", .unusedBinding, "'p' is bound but never used; replace it with '_'"),
            ])
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
