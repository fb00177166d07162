import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `late-result-unhandled`: an answer that can arrive after the machine moved on, in a state
/// with no row for it, is caught at check time rather than as `unhandled` at run time.
@Suite struct LateResultTests {
    /// The newcomer's upload screen: groups, entry and exit, a retry limit, a sensitive token.
    static let upload = """
        machine Upload
        context {
            maxAttempts: Int
            token: String sensitive
        }
        initial idle
        state 2️⃣idle
        state 6️⃣uploading(uploadID: UUID, attempt: Int)
        state 3️⃣finalizing(uploadID: UUID)
        state 4️⃣done(remoteID: String) final
        state 5️⃣failed(uploadID: UUID, attempt: Int, message: String)
        group busy = uploading, finalizing
        event fileChosen(uploadID: UUID)
        event uploadFinished(uploadID: UUID)
        event uploadFailed(uploadID: UUID, message: String)
        event finalized(uploadID: UUID, remoteID: String)
        event retryTapped
        event cancelTapped
        effect startUpload(uploadID: UUID, token: String sensitive)
        effect finalize(uploadID: UUID)
        effect cancelUpload
        effect keepScreenAwake(enabled: Bool)
        entry busy / keepScreenAwake(true)
        exit busy / keepScreenAwake(false)
        exit uploading / cancelUpload
        entry finalizing(id) / finalize(id)
        idle on fileChosen(id) -> uploading(id, 1) / startUpload(id, token)
        1️⃣uploading(id, _) on uploadFinished(id) -> finalizing(id)
        7️⃣uploading(id, n) on uploadFailed(id, message) -> failed(id, n, message)
        failed(id, n, _) on retryTapped [n < maxAttempts] -> uploading(id, n + 1) / startUpload(id, token)
        failed on retryTapped ignore
        8️⃣finalizing(id) on finalized(id, remote) -> done(remote)
        busy on cancelTapped -> idle

        """

    @Test func everyAnswerNamesTheStatesWhereItWouldBeUnhandledAndTheFix() {
        // Reachable from uploading: finalizing, failed, idle (cancel), done, and uploading again;
        // from finalizing: done, idle, uploading, failed. Worked out by hand from the rows.
        expectDiagnostics(
            Self.upload,
            [
                .warning(
                    "1️⃣", .lateResultUnhandled,
                    "'uploadFinished' answers work that 'uploading' started, but 'idle', 'finalizing', 'done' and 'failed' have no row "
                        + "for it: arriving late, it is unhandled; add 'idle, finalizing, done, failed on uploadFinished ignore', "
                        + "or a row that rejects it",
                    notes: [
                        .note("2️⃣", "'idle' declared here"), .note("3️⃣", "'finalizing' declared here"), .note("4️⃣", "'done' declared here"),
                        .note("5️⃣", "'failed' declared here"),
                    ]),
                .warning(
                    "7️⃣", .lateResultUnhandled,
                    "'uploadFailed' answers work that 'uploading' started, but 'idle', 'finalizing', 'done' and 'failed' have no row "
                        + "for it: arriving late, it is unhandled; add 'idle, finalizing, done, failed on uploadFailed ignore', "
                        + "or a row that rejects it",
                    notes: [
                        .note("2️⃣", "'idle' declared here"), .note("3️⃣", "'finalizing' declared here"), .note("4️⃣", "'done' declared here"),
                        .note("5️⃣", "'failed' declared here"),
                    ]),
                .warning(
                    "8️⃣", .lateResultUnhandled,
                    "'finalized' answers work that 'finalizing' started, but 'idle', 'uploading', 'done' and 'failed' have no row "
                        + "for it: arriving late, it is unhandled; add 'idle, uploading, done, failed on finalized ignore', "
                        + "or a row that rejects it",
                    notes: [
                        .note("2️⃣", "'idle' declared here"), .note("6️⃣", "'uploading' declared here"), .note("4️⃣", "'done' declared here"),
                        .note("5️⃣", "'failed' declared here"),
                    ]),
            ])
    }

    @Test func theSuggestedRowsSilenceIt() {
        let fixed = Self.upload.replacingOccurrences(
            of: "busy on cancelTapped -> idle\n",
            with: """
                busy on cancelTapped -> idle
                idle, finalizing, done, failed on uploadFinished ignore
                idle, finalizing, done, failed on uploadFailed ignore
                idle, uploading, done, failed on finalized ignore

                """)
        let result = MarkedSpec(fixed).check()
        #expect(result.machine != nil)
        #expect(!result.diagnostics.contains { $0.id == .lateResultUnhandled }, "\(result.summaries)")
    }

    /// A row that names its event without repeating a name of its source makes no answer.
    @Test func noIdentityNoAnswer() {
        expectDiagnostics(
            """
            machine Player
            initial idle
            state idle
            state loading(trackID: Int)
            state playing(trackID: Int)
            event play(trackID: Int)
            event loaded(trackID: Int)
            idle on play(t) -> loading(t)
            loading on loaded(t) -> playing(t)
            playing on play(t) -> loading(t)

            """, [])
    }

    /// Every finding on the package's own specs, as "The examples' late answers" in
    /// Diagnostics.md judges it: each answer event and the states where it would come late,
    /// read off the rows by hand. A finding added or gone means that article needs another look.
    @Test(arguments: [
        (
            "specs/checkout.sm",
            [
                "draft, reconciling, rejected on submitAccepted ignore",
                "draft, reconciling, confirmed, rejected on submitRejected ignore",
                "draft, reconciling, confirmed, rejected on submitOutcomeUnknown ignore",
                "draft, submitting, confirmed, rejected on reconciliationFound ignore",
                "draft, submitting, confirmed, rejected on reconciliationNotFound ignore",
            ]
        ),
        (
            "specs/favorite.sm",
            ["idle, syncing on saved ignore", "idle, syncing on rejected ignore", "idle, syncing on outcomeUnknown ignore"]
        ),
        (
            "specs/pricing.sm",
            ["priced, failed, closed on quoteReceived ignore", "priced, failed, closed on quoteFailed ignore"]
        ),
        ("specs/upload.sm", []),
        ("Tests/RuntimeTestMachines/quote.sm", ["failed on quoteLoaded ignore", "loaded on quoteFailed ignore"]),
    ])
    func thePackagesSpecsHaveExactlyTheirDocumentedFindings(path: String, fixes: [String]) throws {
        let result = Pipeline.check(SourceFile(path: path, text: try PackageFiles.text(path)))
        let late = result.diagnostics.filter { $0.id == .lateResultUnhandled }
        #expect(late.count == fixes.count, "\(result.summaries)")
        for (diagnostic, fix) in zip(late, fixes) {
            #expect(diagnostic.message.contains("add '\(fix)', or a row that rejects it"), "\(diagnostic.message)")
        }
    }

    /// The examples' findings are judged and documented; their configuration reports them as
    /// notes, so the project's builds print no warning.
    @Test func theExamplesReportTheirJudgedFindingsAsNotesThroughTheirConfiguration() throws {
        let commandLine = CommandLineTests()
        let root = PackageFiles.root
        let output = try commandLine.temporaryDirectory()
        for (specs, configuration) in [
            (["specs/checkout.sm", "specs/favorite.sm", "specs/pricing.sm"], "specs/statemachine-gen.json"),
            (["Tests/RuntimeTestMachines/quote.sm"], "Tests/RuntimeTestMachines/statemachine-gen.json"),
        ] {
            let paths = specs.map { root.appendingPathComponent($0).path }
            let run = commandLine.run(
                ["generate"] + paths + ["--output", output.path, "--config", root.appendingPathComponent(configuration).path])
            #expect(run.status == .success)
            #expect(!run.errors.contains("warning:"), "\(run.errors)")
            #expect(run.errors.contains("note: '"), "\(specs): the findings are still shown")
        }
    }
}
