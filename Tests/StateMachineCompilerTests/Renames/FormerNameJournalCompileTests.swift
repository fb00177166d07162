import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A journal written before an app update that renamed the state holding a pending durable
/// operation, and that operation's effect, opens after the update when the spec says
/// `renamed from`: no migration of the app's own, no pending operation lost.
@Suite(.enabled(if: Swiftc.isAvailable)) struct FormerNameJournalCompileTests {
    /// The next version of the runtime tests' search screen, whose journal
    /// `Tests/StateMachineRuntimeTests/Fixtures/search-v1.journal` is checked in as version 1
    /// wrote it: `state waiting(query: String)` and `effect save(query: String) durable`,
    /// waiting for "shoes" with its `save` pending.
    static let spec = """
        machine Search

        context {
            owner: String
        }

        initial idle

        state idle
        state searching(text: String renamed from query) renamed from waiting

        event searched(text: String)

        effect store(text: String renamed from query) durable renamed from save

        idle on searched(t) -> searching(t) / store(t)

        """

    static func driver(journalAt path: String) -> String {
        """
        import Foundation
        import StateMachineRuntime

        let url = URL(fileURLWithPath: \(SwiftSourceLiteral.string(path)))
        let journal = MachineJournal<Search>(url: url)
        do {
            let contents = try journal.open(state: .idle, context: Search.Context(owner: "given"))
            print(contents.isRestored, contents.state, contents.context.owner)
            for pending in contents.pending { print(pending.effect, pending.operation.idempotencyKey) }
            journal.close()
            // Opening rewrote the journal under the new names.
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            print(text.contains(#"{"searching":{"text":"shoes"}}"#), text.contains("waiting"), text.contains("query"))
        } catch {
            print("failed: \\(error)")
        }

        """
    }

    @Test func aPendingOperationOfTheRenamedEffectIsRestored() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "search.sm", text: Self.spec)).machine)
        let scratch = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let journal = scratch.appendingPathComponent("search.journal")
        try FileManager.default.copyItem(
            at: PackageFiles.root.appendingPathComponent("Tests/StateMachineRuntimeTests/Fixtures/search-v1.journal"), to: journal)
        let output = try Swiftc.buildAndRun(
            [
                "search.swift": SwiftMachineEmitter.emit(machine).contents,
                "search+StateMachine.swift": RuntimeConformanceEmitter.emit(machine).contents,
                "main.swift": Self.driver(journalAt: journal.path),
            ], linking: Self.runtimeLibrary())
        #expect(
            output.split(separator: "\n") == [
                #"true searching(text: "shoes") ana"#,
                #"store(text: "shoes") key-1"#,
                "true false false",
            ], "\(output)")
    }

    /// Every Swift file of the runtime, its journal's included.
    static func runtimeLibrary() -> [String] {
        let folder = PackageFiles.root.appendingPathComponent("Sources/StateMachineRuntime")
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}

/// A Swift string literal of any text, for paths written into a driver.
private enum SwiftSourceLiteral {
    static func string(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
