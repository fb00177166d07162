import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Held-out broken specs, one per kind of error and a few with several: each gets the
/// right error at the right line and column, and nothing else.
@Suite struct BrokenSpecTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let spec: String
        let expected: [DiagnosticSpec]
        /// The spec after every fix-it, for the cases whose diagnostics offer one.
        var fixedSource: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unexpected character", spec: "machine M\ninitial a\nstate a 1️⃣@\n",
            expected: [
                .error("1️⃣", .unexpectedCharacter, "unexpected character '@' in spec")
            ]),
        Case(
            name: "NUL byte", spec: "machine M\ninitial a\nstate a\n1️⃣\u{0}\n",
            expected: [
                .error("1️⃣", .unexpectedCharacter, "unexpected character U+0 in spec")
            ]),
        Case(
            name: "unterminated string at its opening quote",
            spec: "machine M\ninitial a\nstate a(s: String)\nevent e\na on e -> a(1️⃣\"abc)\n",
            expected: [
                .error("1️⃣", .unterminatedString, "unterminated string literal")
            ]),
        Case(
            name: "invalid escape at the backslash", spec: "machine M\ninitial a\nstate a(s: String)\nevent e\na on e -> a(\"x1️⃣\\qy\")\n",
            expected: [
                .error("1️⃣", .invalidEscape, "invalid escape sequence in string literal; use \\\", \\\\, \\n or \\t")
            ]),
        Case(
            name: "integer overflow", spec: "machine M\ninitial a(1️⃣99999999999999999999)\nstate a(n: Int)\n",
            expected: [
                .error("1️⃣", .integerOverflow, "integer literal '99999999999999999999' does not fit in any 64-bit integer type")
            ]),
        Case(
            name: "one above UInt64.max", spec: "machine M\ninitial a(1️⃣18_446_744_073_709_551_616)\nstate a(n: UInt64)\n",
            expected: [
                .error("1️⃣", .integerOverflow, "integer literal '18446744073709551616' does not fit in any 64-bit integer type")
            ]),
        Case(
            name: "one below Int64.min", spec: "machine M\ninitial a(1️⃣-9223372036854775809)\nstate a(n: Int64)\n",
            expected: [
                .error("1️⃣", .integerOverflow, "integer literal '-9223372036854775809' does not fit in any 64-bit integer type")
            ]),
        Case(
            name: "missing arrow", spec: "machine M\ninitial a\nstate a\nevent e\na on e 1️⃣a\n",
            expected: [
                .error("1️⃣", .expectedToken, "expected '->', 'stays' or 'ignore', found 'a'")
            ]),
        Case(
            name: "missing target at end of file", spec: "machine M\ninitial a\nstate a\nevent e\na on e ->1️⃣",
            expected: [
                .error("1️⃣", .expectedToken, "expected target state name after '->', found end of file")
            ]),
        Case(
            name: "reserved word as a name", spec: "machine M\ninitial a\nstate a\nstate 1️⃣final\n",
            expected: [
                .error("1️⃣", .reservedWord, "'final' is a reserved word and cannot be used as a state name")
            ]),
        Case(
            name: "chained comparison", spec: "machine M\ncontext { x: Int }\ninitial a\nstate a\nevent e\na on e [x == 1 1️⃣== 2] ignore\n",
            expected: [
                .error("1️⃣", .chainedComparison, "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'")
            ]),
        Case(
            name: "nesting too deep",
            spec: "machine M\ncontext { x: Bool }\ninitial a\nstate a\nevent e\na on e ["
                + String(repeating: "(", count: 200) + "1️⃣(x" + String(repeating: ")", count: 201) + "] ignore\n",
            expected: [
                .error("1️⃣", .nestingTooDeep, "nesting exceeds the limit of 200 levels")
            ]),
        Case(
            name: "a long && chain counts as nesting",
            spec: "machine M\ncontext { x: Bool }\ninitial a\nstate a\nevent e\na on e [x"
                + String(repeating: " && x", count: 199) + " && 1️⃣x && x] ignore\n",
            expected: [
                .error("1️⃣", .nestingTooDeep, "nesting exceeds the limit of 200 levels")
            ]),
        Case(
            name: "tuple type", spec: "machine M\ninitial a\nstate a(pair: 1️⃣(Int, Int))\n",
            expected: [
                .error("1️⃣", .unsupportedType, "tuple and function types are not supported; declare a struct instead")
            ]),
        Case(
            name: "missing machine", spec: "1️⃣initial a\nstate a\n",
            expected: [
                .error("1️⃣", .missingMachine, "spec has no 'machine' declaration; start it with 'machine NAME'")
            ]),
        Case(
            name: "second machine", spec: "machine 2️⃣M\ninitial a\nstate a\n1️⃣machine N\n",
            expected: [
                .error("1️⃣", .duplicateMachine, "a spec declares exactly one machine", notes: [.note("2️⃣", "machine 'M' declared here")])
            ]),
        Case(
            name: "machine not first", spec: "state a\n1️⃣machine M\ninitial a\n",
            expected: [
                .error("1️⃣", .machineNotFirst, "'machine' must be the first declaration")
            ]),
        Case(
            name: "missing initial", spec: "machine 1️⃣M\nstate a\n",
            expected: [
                .error("1️⃣", .missingInitial, "machine 'M' has no 'initial' declaration")
            ]),
        Case(
            name: "second initial", spec: "machine M\n2️⃣initial a\nstate a\n1️⃣initial a\n",
            expected: [
                .error(
                    "1️⃣", .duplicateInitial, "a machine has exactly one 'initial' declaration",
                    notes: [.note("2️⃣", "first 'initial' declared here")])
            ]),
        Case(
            name: "second context", spec: "machine M\ncontext { x: Int }\n1️⃣context { y: Int }\ninitial a\nstate a\n",
            expected: [
                .error("1️⃣", .duplicateContext, "a spec has at most one 'context' block")
            ]),
        Case(
            name: "redeclared state", spec: "machine M\ninitial a\nstate 2️⃣a\nstate 1️⃣a\n",
            expected: [
                .error(
                    "1️⃣", .duplicateDeclaration, "invalid redeclaration of state 'a'", notes: [.note("2️⃣", "'a' previously declared here")])
            ]),
        Case(
            name: "no states", spec: "machine 1️⃣M\ninitial 2️⃣a\n",
            expected: [
                .error("1️⃣", .noStates, "machine 'M' declares no states"),
                .error("2️⃣", .unknownName, "unknown state 'a'"),
            ]),
        Case(
            name: "misspelled state", spec: "machine M\ninitial draft\nstate 2️⃣draft\nstate sent\nevent e\n1️⃣darft on e -> sent\n",
            expected: [
                .error(
                    "1️⃣", .unknownName, "unknown state 'darft'; did you mean 'draft'?", notes: [.note("2️⃣", "'draft' declared here")],
                    fixIts: ["replace 'darft' with 'draft'"])
            ],
            fixedSource: "machine M\ninitial draft\nstate draft\nstate sent\nevent e\ndraft on e -> sent\n"),
        // A typo in the declaration, three correct uses: one error, at the declaration,
        // with a note at each use.
        Case(
            name: "misspelled declaration",
            spec: """
                machine M
                initial uploading
                state uploading
                state 1️⃣completd
                event done
                event again
                uploading on done -> 2️⃣completed
                3️⃣completed on again -> 4️⃣completed

                """,
            expected: [
                .error(
                    "1️⃣", .misspelledDeclaration,
                    "state 'completd' is never used, but the undeclared 'completed' is used 3 times; "
                        + "did you mean 'completed'?",
                    notes: [.note("2️⃣", "'completed' used here"), .note("3️⃣", "'completed' used here"), .note("4️⃣", "'completed' used here")],
                    fixIts: ["rename 'completd' to 'completed'"])
            ],
            fixedSource: """
                machine M
                initial uploading
                state uploading
                state completed
                event done
                event again
                uploading on done -> completed
                completed on again -> completed

                """),
        // A typo in a target: the state is a source and a group member, never entered. One
        // error, at the use, whose note says why the declaration is the likely intent.
        Case(
            name: "misspelled target of a state used only as a source",
            spec: """
                machine M
                initial idle
                state idle
                state 2️⃣finalizing
                state done
                group busy = finalizing
                event go
                event finish
                idle on go -> 1️⃣finalising
                finalizing on finish -> done

                """,
            expected: [
                .error(
                    "1️⃣", .unknownName, "unknown state 'finalising'; did you mean 'finalizing'?",
                    notes: [.note("2️⃣", "'finalizing' declared here; it is never entered: no '->' row targets it")],
                    fixIts: ["replace 'finalising' with 'finalizing'"])
            ],
            fixedSource: """
                machine M
                initial idle
                state idle
                state finalizing
                state done
                group busy = finalizing
                event go
                event finish
                idle on go -> finalizing
                finalizing on finish -> done

                """),
        // Used, or more than two edits away: no report at the declaration.
        Case(
            name: "misspelled use of a used declaration",
            spec: """
                machine M
                initial idle
                state 2️⃣idle
                state uploading
                event go
                idle on go -> uploading
                1️⃣idel on go -> 3️⃣finishedUploading

                """,
            expected: [
                .error(
                    "1️⃣", .unknownName, "unknown state 'idel'; did you mean 'idle'?", notes: [.note("2️⃣", "'idle' declared here")],
                    fixIts: ["replace 'idel' with 'idle'"]),
                .error("3️⃣", .unknownName, "unknown state 'finishedUploading'"),
            ],
            fixedSource: """
                machine M
                initial idle
                state idle
                state uploading
                event go
                idle on go -> uploading
                idle on go -> finishedUploading

                """),
        Case(
            name: "wrong arity", spec: "machine M\ninitial a\nstate a\nevent e(x: Int, y: Int)\na on 1️⃣e(x) ignore\n",
            expected: [
                .error("1️⃣", .wrongArity, "event 'e(x:y:)' takes 2 values, found 1")
            ]),
        Case(
            name: "unbound name", spec: "machine M\ninitial a\nstate a(n: Int)\nevent e(n: Int)\na on e(value) -> a(1️⃣valeu)\n",
            expected: [
                .error(
                    "1️⃣", .unboundName, "cannot find 'valeu' in scope; did you mean 'value'?", fixIts: ["replace 'valeu' with 'value'"])
            ],
            fixedSource: "machine M\ninitial a\nstate a(n: Int)\nevent e(n: Int)\na on e(value) -> a(value)\n"),
        Case(
            name: "pattern rebinds a context field",
            spec: "machine M\ncontext { 2️⃣n: Int }\ninitial a\nstate a\nevent e(n: Int)\na on e(1️⃣n) ignore\n",
            expected: [
                .error(
                    "1️⃣", .shadowsContext, "'n' is a context field and cannot be bound by a pattern",
                    notes: [.note("2️⃣", "context field declared here")])
            ]),
        Case(
            name: "literal of the wrong type", spec: "machine M\ninitial a(1️⃣true)\nstate a(name: String)\n",
            expected: [
                .error("1️⃣", .typeMismatch, "boolean literal is not compatible with type 'String'")
            ]),
        Case(
            name: "arrow out of a final state", spec: "machine M\ninitial a\nstate a\nstate b 2️⃣final\nevent e\nb on e 1️⃣-> a\n",
            expected: [
                .error("1️⃣", .transitionFromFinal, "'->' cannot leave final state 'b'", notes: [.note("2️⃣", "'b' declared final here")])
            ]),
        Case(
            name: "misspelled declaration keyword", spec: "machine M\ninitial a\n1️⃣stat a\n",
            expected: [
                .error("1️⃣", .expectedToken, "'stat' is not a keyword; did you mean 'state'?", fixIts: ["replace 'stat' with 'state'"])
            ],
            fixedSource: "machine M\ninitial a\nstate a\n"),
        Case(
            name: "misspelled machine keyword", spec: "1️⃣machin M\ninitial a\nstate a\n",
            expected: [
                .error(
                    "1️⃣", .expectedToken, "'machin' is not a keyword; did you mean 'machine'?", fixIts: ["replace 'machin' with 'machine'"])
            ],
            fixedSource: "machine M\ninitial a\nstate a\n"),
        Case(
            name: "misspelled on", spec: "machine M\ninitial a\nstate a\nevent e\na 1️⃣onn e ignore\n",
            expected: [
                .error(
                    "1️⃣", .expectedToken, "expected 'on' after the source state, found 'onn'; did you mean 'on'?",
                    fixIts: ["replace 'onn' with 'on'"])
            ],
            fixedSource: "machine M\ninitial a\nstate a\nevent e\na on e ignore\n"),
        Case(
            name: "independent errors are all reported",
            spec: """
                machine M
                initial a
                state 6️⃣a(n: Int8)
                event 7️⃣e
                a on 1️⃣ev ignore
                a on e -> a(2️⃣300)
                3️⃣b on e ignore
                a on e -> a(4️⃣"x5️⃣

                """,
            expected: [
                .error(
                    "1️⃣", .unknownName, "unknown event 'ev'; did you mean 'e'?", notes: [.note("7️⃣", "'e' declared here")],
                    fixIts: ["replace 'ev' with 'e'"]),
                .error("2️⃣", .typeMismatch, "integer literal '300' overflows when stored into 'Int8' for parameter 'n'"),
                .error(
                    "3️⃣", .unknownName, "unknown state 'b'; did you mean 'a'?", notes: [.note("6️⃣", "'a' declared here")],
                    fixIts: ["replace 'b' with 'a'"]),
                .error("4️⃣", .unterminatedString, "unterminated string literal"),
            ],
            fixedSource: """
                machine M
                initial a
                state a(n: Int8)
                event e
                a on e ignore
                a on e -> a(300)
                a on e ignore
                a on e -> a("x

                """),
    ]

    @Test(arguments: cases)
    func brokenSpecGetsTheRightErrors(_ testCase: Case) {
        expectDiagnostics(testCase.spec, testCase.expected, fixedSource: testCase.fixedSource)
    }
}
