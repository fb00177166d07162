import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Completion asks the parser which place of the grammar the cursor (`1️⃣`) is at, and offers
/// what that place admits: the language's words, or the names the checker declared.
@Suite struct CompletionSlotTests {
    private static let upload = """
        machine Upload
        context { retries: Int, patience: Duration }
        initial idle
        state idle
        state uploading(file: String, percent: Int)
        state stalled(file: String)
        state done final
        event start(file: String)
        event progressed(percent: Int)
        event cancel
        effect upload(file: String)
        effect report
        group busy = uploading, stalled

        """

    private static let states = ["idle", "uploading", "stalled", "done"]

    /// The labels offered at `1️⃣` in the spec above followed by `line`.
    private func labels(_ line: String, in spec: String = upload) -> [String] {
        candidates(line, in: spec).map(\.label)
    }

    private func candidates(_ line: String, in spec: String = upload) -> [CompletionCandidate] {
        let marked = MarkedSpec(spec + line)
        guard let cursor = marked.location("1️⃣"), let lineStart = marked.file.startOfLine(cursor.line) else { return [] }
        return marked.check().completions(at: lineStart + cursor.column - 1)
    }

    @Test func aLineStartsADeclarationOrARow() {
        #expect(
            labels("1️⃣") == [
                "machine", "context", "initial", "state", "event", "effect", "group", "entry", "exit", "during", "region", "history",
                "deep",
            ]
                + Self.states
                + ["busy"])
    }

    @Test func aRowsSlotsOfferTheirNames() {
        #expect(labels("idle 1️⃣") == ["on", "after", "always", "done"])
        #expect(labels("idle on 1️⃣") == ["start", "progressed", "cancel"])
        #expect(labels("idle on st1️⃣") == ["start", "progressed", "cancel"])
        #expect(labels("idle on start(f) -> 1️⃣") == Self.states)
        #expect(labels("idle on start(f) -> uploading(f, 0) / 1️⃣") == ["upload", "report"])
        #expect(labels("idle on start(f) -> uploading(f, 0) / report, 1️⃣") == ["upload", "report"])
        #expect(labels("idle, 1️⃣") == Self.states + ["busy"])
        #expect(labels("idle on cancel -> done 1️⃣").isEmpty)
    }

    @Test func staysIsOfferedWhereverTheParserTakesIt() {
        #expect(labels("idle on cancel 1️⃣") == ["->", "stays", "ignore"])
        #expect(labels("idle on cancel [retries > 1] 1️⃣") == ["->", "stays", "ignore"])
        // After a delay the parser takes `stays` too, and refuses `ignore`.
        #expect(labels("stalled(f) after 5s 1️⃣") == ["->", "stays"])
        #expect(labels("uploading(f, p) on progressed(q) stays 1️⃣") == Self.states)
    }

    @Test func afterOffersTheDurationFieldsAndANumberItsUnits() {
        #expect(labels("stalled(f) after 1️⃣") == ["patience"])
        #expect(labels("stalled(f) after 5m1️⃣") == ["ms", "s", "min"])
    }

    @Test func parenthesesOfferThePayloadsLabelOrTheBoundValues() {
        #expect(labels("uploading(1️⃣") == ["file"])
        #expect(labels("uploading(f, 1️⃣") == ["percent"])
        #expect(labels("uploading(f, p) on progressed(1️⃣") == ["percent"])
        #expect(
            labels("uploading(f, p) on progressed(q) stays uploading(1️⃣") == [
                "f", "p", "q", "retries", "patience", "true", "false", "nil",
            ])
        #expect(labels("idle on start(f) [1️⃣") == ["f", "retries", "patience", "true", "false", "nil"])
    }

    @Test func insertsOneNamePerPayloadLabelWhereAPatternFollows() {
        let target = candidates("idle on start(f) -> 1️⃣").first { $0.label == "uploading" }
        #expect(target?.payloadLabels == ["file", "percent"])
        #expect(target?.detail == "state uploading(file: String, percent: Int)")
        #expect(candidates("initial 1️⃣").first { $0.label == "uploading" }?.payloadLabels == [])
    }

    @Test func declarationsOfferTheirWordsAndNames() {
        #expect(labels("initial 1️⃣") == Self.states)
        #expect(labels("entry 1️⃣") == Self.states + ["busy"])
        #expect(labels("during stalled, 1️⃣") == Self.states + ["busy"])
        #expect(labels("exit busy / 1️⃣") == ["upload", "report"])
        #expect(labels("group waiting = 1️⃣") == Self.states + ["busy"])
        #expect(labels("group busy = idle, 1️⃣") == Self.states)
        #expect(labels("state paused 1️⃣") == ["final", "renamed from"])
        #expect(labels("effect notify(id: Int) 1️⃣") == ["durable", "renamed from"])
        #expect(labels("event paused 1️⃣") == ["renamed from"])
        #expect(labels("effect notify(id: Int) durable 1️⃣") == ["renamed from"])
        #expect(labels("state paused renamed 1️⃣") == ["from"])
        #expect(labels("state paused renamed from 1️⃣").isEmpty)
        #expect(labels("event retry(after: 1️⃣") == ["Bool", "Int", "Double", "String", "UUID", "Date", "URL", "Data"])
    }

    @Test func theContextBlockTakesFieldsTheirTypesAndMarks() {
        let open = "machine Door\ncontext {\n  isLocked: Bool,\n"
        #expect(labels("  1️⃣", in: open).isEmpty)
        #expect(labels("  code: 1️⃣", in: open) == ["Bool", "Int", "Double", "String", "UUID", "Date", "URL", "Data"])
        #expect(labels("  code: String 1️⃣", in: open) == ["sensitive", "renamed from"])
        #expect(labels("  code: String sensitive 1️⃣", in: open) == ["persisted", "renamed from"])
        #expect(labels("  code: String sensitive persisted 1️⃣", in: open) == ["renamed from"])
    }
}
