import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A typo is reported on the side the evidence points at: a name used once beside a
/// declaration nothing uses is a typo at the use; a declaration nothing uses whose near-miss
/// is used several times is a typo at the declaration. One typo, one error, with its fix-it
/// there and a note on the other side.
@Suite struct MisspellingSideTests {
    static let header = """
        machine Door
        initial closed
        state closed
        state open(by: String)
        event 2️⃣push(by: String)
        effect 4️⃣show

        """

    static let plainHeader = MarkedSpec(header).text

    @Test func anEventMisspelledInItsOnlyUseIsReportedAtTheUse() {
        expectDiagnostics(
            Self.header + "closed on 1️⃣psuh(w) -> open(w)\nexit closed / show\n",
            [
                .error(
                    "1️⃣", .unknownName, "unknown event 'psuh'; did you mean 'push'?", notes: [.note("2️⃣", "'push' declared here")],
                    fixIts: ["replace 'psuh' with 'push'"])
            ],
            fixedSource: Self.plainHeader + "closed on push(w) -> open(w)\nexit closed / show\n")
    }

    @Test func anEffectMisspelledInItsOnlyUseIsReportedAtTheUse() {
        expectDiagnostics(
            Self.header + "closed on push(w) -> open(w)\nexit open / 3️⃣shwo\n",
            [
                .error(
                    "3️⃣", .unknownName, "unknown effect 'shwo'; did you mean 'show'?", notes: [.note("4️⃣", "'show' declared here")],
                    fixIts: ["replace 'shwo' with 'show'"])
            ],
            fixedSource: Self.plainHeader + "closed on push(w) -> open(w)\nexit open / show\n")
    }

    @Test func aStateMisspelledInItsDeclarationAndUsedTwiceIsReportedAtTheDeclaration() {
        expectDiagnostics(
            """
            machine M
            initial uploading
            state uploading
            state 1️⃣completd
            event done
            uploading on done -> 2️⃣completed
            3️⃣completed on done ignore

            """,
            [
                .error(
                    "1️⃣", .misspelledDeclaration,
                    "state 'completd' is never used, but the undeclared 'completed' is used 2 times; did you mean 'completed'?",
                    notes: [.note("2️⃣", "'completed' used here"), .note("3️⃣", "'completed' used here")],
                    fixIts: ["rename 'completd' to 'completed'"])
            ],
            fixedSource: """
                machine M
                initial uploading
                state uploading
                state completed
                event done
                uploading on done -> completed
                completed on done ignore

                """)
    }
}
