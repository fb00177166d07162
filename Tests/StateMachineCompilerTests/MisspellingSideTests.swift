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

    /// `line:column severity [id] message`, then each note and fix-it on lines of their own.
    private func described(_ result: CheckResult) -> [String] {
        result.diagnostics.flatMap { diagnostic in
            ["\(result.file.location(of: diagnostic.range.start)) \(diagnostic.severity.rawValue) [\(diagnostic.id)] \(diagnostic.message)"]
                + diagnostic.notes.map { "  \(result.file.location(of: $0.range.start)) note: \($0.message)" }
                + diagnostic.fixIts.map { fix in
                    "  fix: \(fix.message) at " + fix.edits.map { "\(result.file.location(of: $0.range.start))" }.joined(separator: ", ")
                }
        }
    }

    @Test func anEventMisspelledInItsOnlyUseIsReportedAtTheUse() throws {
        let spec = MarkedSpec(Self.header + "closed on 1️⃣psuh(w) -> open(w)\nexit closed / show\n")
        let use = try #require(spec.location("1️⃣"))
        let declaration = try #require(spec.location("2️⃣"))
        #expect(
            described(spec.check()) == [
                "\(use) error [unknown-name] unknown event 'psuh'; did you mean 'push'?",
                "  \(declaration) note: 'push' declared here",
                "  fix: replace 'psuh' with 'push' at \(use)",
            ])
    }

    @Test func anEffectMisspelledInItsOnlyUseIsReportedAtTheUse() throws {
        let spec = MarkedSpec(Self.header + "closed on push(w) -> open(w)\nexit open / 3️⃣shwo\n")
        let use = try #require(spec.location("3️⃣"))
        let declaration = try #require(spec.location("4️⃣"))
        #expect(
            described(spec.check()) == [
                "\(use) error [unknown-name] unknown effect 'shwo'; did you mean 'show'?",
                "  \(declaration) note: 'show' declared here",
                "  fix: replace 'shwo' with 'show' at \(use)",
            ])
    }

    @Test func aStateMisspelledInItsDeclarationAndUsedTwiceIsReportedAtTheDeclaration() throws {
        let spec = MarkedSpec(
            """
            machine M
            initial uploading
            state uploading
            state 1️⃣completd
            event done
            uploading on done -> 2️⃣completed
            3️⃣completed on done ignore

            """)
        let declaration = try #require(spec.location("1️⃣"))
        let first = try #require(spec.location("2️⃣"))
        let second = try #require(spec.location("3️⃣"))
        #expect(
            described(spec.check()) == [
                "\(declaration) error [misspelled-declaration] state 'completd' is never used, but the undeclared 'completed' "
                    + "is used 2 times; did you mean 'completed'?",
                "  \(first) note: 'completed' used here",
                "  \(second) note: 'completed' used here",
                "  fix: rename 'completd' to 'completed' at \(declaration)",
            ])
    }
}
