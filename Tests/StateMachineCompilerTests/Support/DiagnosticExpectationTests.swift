import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The expected-diagnostic helper passes on a whole, right expectation and fails, readably,
/// on each part of one that is wrong: a helper that cannot fail would assert nothing.
@Suite struct DiagnosticExpectationTests {
    static let spec = """
        machine Door
        initial closed
        state closed
        state open
        event 2️⃣push
        closed on 1️⃣psuh -> 3️⃣open
        open on push -> closed

        """

    static let fixed = """
        machine Door
        initial closed
        state closed
        state open
        event push
        closed on push -> open
        open on push -> closed

        """

    static let right = DiagnosticSpec.error(
        "1️⃣", .unknownName, "unknown event 'psuh'; did you mean 'push'?", notes: [.note("2️⃣", "'push' declared here")],
        fixIts: ["replace 'psuh' with 'push'"])

    @Test func aRightExpectationHasNoMismatch() {
        #expect(DiagnosticExpectation(Self.spec, [Self.right], fixedSource: Self.fixed).mismatches == [])
    }

    @Test func aWrongMessageIsShownAsALineDiffOfTheDiagnostics() {
        let wrong = DiagnosticSpec.error(
            "1️⃣", .unknownName, "unknown event 'psuh'", notes: [.note("2️⃣", "'push' declared here")],
            fixIts: ["replace 'psuh' with 'push'"])
        #expect(
            DiagnosticExpectation(Self.spec, [wrong], fixedSource: Self.fixed).mismatches == [
                """
                the diagnostics differ (- expected, + found):
                -1: 6:11 1️⃣ error [unknown-name] unknown event 'psuh'
                +1: 6:11 1️⃣ error [unknown-name] unknown event 'psuh'; did you mean 'push'?
                """
            ])
    }

    /// The example in the Contributing article, as written there.
    @Test func theContributingArticlesExampleHolds() {
        expectDiagnostics(
            "machine Door\ninitial closed\nstate closed\nevent 2️⃣push\nclosed on 1️⃣psuh ignore\n",
            [
                .error(
                    "1️⃣", .unknownName, "unknown event 'psuh'; did you mean 'push'?",
                    notes: [.note("2️⃣", "'push' declared here")], fixIts: ["replace 'psuh' with 'push'"])
            ],
            fixedSource: "machine Door\ninitial closed\nstate closed\nevent push\nclosed on push ignore\n")
    }

    struct Wrong: CustomTestStringConvertible, Sendable {
        let title: String
        let expected: [DiagnosticSpec]
        var fixedSource: String? = DiagnosticExpectationTests.fixed
        /// A line the failure must show.
        let shows: String
        var testDescription: String { title }
    }

    static let message = "unknown event 'psuh'; did you mean 'push'?"
    static let note = NoteSpec.note("2️⃣", "'push' declared here")
    static let fix = "replace 'psuh' with 'push'"

    @Test(arguments: [
        Wrong(
            title: "id",
            expected: [
                .error(
                    "1️⃣", .misspelledDeclaration, DiagnosticExpectationTests.message, notes: [DiagnosticExpectationTests.note],
                    fixIts: [DiagnosticExpectationTests.fix])
            ],
            shows: "-1: 6:11 1️⃣ error [misspelled-declaration] \(DiagnosticExpectationTests.message)"),
        Wrong(
            title: "severity",
            expected: [
                .warning(
                    "1️⃣", .unknownName, DiagnosticExpectationTests.message, notes: [DiagnosticExpectationTests.note],
                    fixIts: [DiagnosticExpectationTests.fix])
            ],
            shows: "-1: 6:11 1️⃣ warning [unknown-name] \(DiagnosticExpectationTests.message)"),
        Wrong(
            title: "location",
            expected: [
                .error(
                    "3️⃣", .unknownName, DiagnosticExpectationTests.message, notes: [DiagnosticExpectationTests.note],
                    fixIts: [DiagnosticExpectationTests.fix])
            ],
            shows: "-1: 6:19 3️⃣ error [unknown-name] \(DiagnosticExpectationTests.message)"),
        Wrong(
            title: "a note left out",
            expected: [.error("1️⃣", .unknownName, DiagnosticExpectationTests.message, fixIts: [DiagnosticExpectationTests.fix])],
            shows: "+2:     5:7 2️⃣ note: 'push' declared here"),
        Wrong(
            title: "a note's marker",
            expected: [
                .error(
                    "1️⃣", .unknownName, DiagnosticExpectationTests.message, notes: [.note("3️⃣", "'push' declared here")],
                    fixIts: [DiagnosticExpectationTests.fix])
            ],
            shows: "-2:     6:19 3️⃣ note: 'push' declared here"),
        Wrong(
            title: "a fix-it left out",
            expected: [.error("1️⃣", .unknownName, DiagnosticExpectationTests.message, notes: [DiagnosticExpectationTests.note])],
            shows: "+3:     fix-it: replace 'psuh' with 'push'"),
        Wrong(
            title: "a fix-it's message",
            expected: [
                .error(
                    "1️⃣", .unknownName, DiagnosticExpectationTests.message, notes: [DiagnosticExpectationTests.note],
                    fixIts: ["rename 'psuh'"])
            ],
            shows: "-3:     fix-it: rename 'psuh'"),
        Wrong(
            title: "the fixed source", expected: [DiagnosticExpectationTests.right],
            fixedSource: DiagnosticExpectationTests.fixed.replacingOccurrences(of: "closed on push", with: "closed on pish"),
            shows: "+6: closed on push -> open"),
        Wrong(
            title: "no fixed source", expected: [DiagnosticExpectationTests.right], fixedSource: nil,
            shows: "the diagnostics offer fix-its: state the spec they leave as 'fixedSource:'"),
        Wrong(
            title: "a missing marker",
            expected: [
                .error(
                    "9️⃣", .unknownName, DiagnosticExpectationTests.message, notes: [DiagnosticExpectationTests.note],
                    fixIts: [DiagnosticExpectationTests.fix])
            ],
            shows: "marker 9️⃣ is not in the spec"),
        Wrong(
            title: "no diagnostic", expected: [],
            shows: "no error is expected, yet no machine came of the spec"),
    ])
    func eachWrongPartIsAMismatch(_ wrong: Wrong) {
        let mismatches = DiagnosticExpectation(Self.spec, wrong.expected, fixedSource: wrong.fixedSource).mismatches
        let lines = mismatches.flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(lines.contains(wrong.shows), "\(mismatches.joined(separator: "\n"))")
    }

    @Test func anErrorExpectedOfASpecThatChecksIsAMismatch() {
        let clean = "machine M\ninitial a\nstate a\n"
        #expect(
            DiagnosticExpectation(clean, [.error("1️⃣", .unknownName, "unknown event")]).mismatches.contains(
                "errors are expected, yet the spec checked into a machine"))
    }

    @Test func expectDiagnosticsRecordsAnIssueForEachMismatch() {
        withKnownIssue {
            expectDiagnostics(Self.spec, [Self.right])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("state the spec they leave as 'fixedSource:'") }
        }
    }
}
