import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineTestSupport
import Testing

/// One writer per journal across processes, with a real second process holding the journal
/// through this runtime: `statemachine-crashtest`'s app (its child mode) opens checkout 0's
/// journal in a store, records the durable submission and asks its server on standard output,
/// then waits for the answer on standard input, holding the journal. While it waits, this
/// process is refused; once it has been killed (the lock goes with the process, however it
/// ends), this process opens the journal and finds the submission the other one recorded.
@Suite(.enabled(if: BuiltExecutable.path("statemachine-crashtest") != nil))
struct JournalLockAcrossProcessesTests {
    @Test func aJournalHeldByAnotherProcessIsRefusedUntilThatProcessEnds() throws {
        let folder = try ScratchFolder()
        let app = Process()
        app.executableURL = URL(fileURLWithPath: try #require(BuiltExecutable.path("statemachine-crashtest")))
        app.arguments = ["--child", folder.url.path, "--seed", "1", "--operations", "1"]
        let requests = Pipe()
        let answers = Pipe()
        app.standardOutput = requests
        app.standardInput = answers
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer {
            kill(app.processIdentifier, SIGKILL)
            app.waitUntilExit()
        }
        // The app's first request: its store has opened the journal and synced the submission.
        let request = try #require(Self.firstLine(of: requests.fileHandleForReading))
        #expect(request.contains("submit"), "\(request)")

        let journals = JournalFolder(root: folder.url.appendingPathComponent("journals"), account: "crashtest")
        let journal = MachineJournal<Checkout>(folder: journals, instance: "0")
        let context = Checkout.Context(checkoutID: UUID.sample(1), quoteRevision: 0, hasValidAddress: true)
        #expect(throws: JournalError.locked(path: journal.url.path)) { try journal.open(state: .draft, context: context) }

        kill(app.processIdentifier, SIGKILL)
        app.waitUntilExit()
        #expect(app.terminationReason == .uncaughtSignal)
        let contents = try journal.open(state: .draft, context: context)
        journal.close()
        #expect(contents.isRestored)
        #expect(contents.pending.map { "\($0.effect)" }.allSatisfy { $0.hasPrefix("submit(") })
        #expect(contents.pending.count == 1)
    }

    /// The bytes up to the first newline, or `nil` when the writer closes first.
    private static func firstLine(of handle: FileHandle) -> String? {
        var buffer = Data()
        while !buffer.contains(0x0A) {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            buffer.append(chunk)
        }
        return String(decoding: buffer.prefix { $0 != 0x0A }, as: UTF8.self)
    }
}
