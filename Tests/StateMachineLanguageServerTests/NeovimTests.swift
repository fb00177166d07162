import Foundation
import StateMachineTestSupport
import Testing

/// The server driven by a real editor: headless Neovim's built-in LSP client runs
/// Tests/Neovim/lsp-session.lua on a copy of checkout.sm with a misspelled state (then renames
/// a group in a copy of pricing.sm), and this
/// test compares what Neovim then shows with what the spec says.
///
/// `.ci/run` installs Neovim and sets `STATEMACHINE_GEN_REQUIRE_NVIM=1`, so there a missing
/// `nvim` fails the test; elsewhere the test is skipped with that reason.
@Suite struct NeovimTests {
    static let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim", "/opt/homebrew/bin/nvim"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let required = ProcessInfo.processInfo.environment["STATEMACHINE_GEN_REQUIRE_NVIM"] == "1"

    @Test(.enabled(if: nvim != nil || required, "nvim is not installed (.ci/run installs it and makes this test required)"))
    func neovimShowsWhatTheSpecSays() throws {
        let nvim = try #require(Self.nvim, "nvim is required (STATEMACHINE_GEN_REQUIRE_NVIM=1) but not installed")
        let server = try #require(Self.serverExecutable(), "the statemachine-gen executable was not built next to the tests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = try ExampleSpecs.text("checkout").replacingOccurrences(of: "-> draft\n", with: "-> draf\n")
        let spec = directory.appendingPathComponent("checkout.sm")
        try Data(broken.utf8).write(to: spec)
        let pricing = try ExampleSpecs.text("pricing")
        let groupSpec = directory.appendingPathComponent("pricing.sm")
        try Data(pricing.utf8).write(to: groupSpec)
        let resultFile = directory.appendingPathComponent("result.json")

        try ProcessRunner.run(
            nvim, ["--headless", "--clean", "-c", "luafile " + PackageFiles.url("Tests/Neovim/lsp-session.lua").path], in: directory,
            environment: ["SM_SERVER": server, "SM_SPEC": spec.path, "SM_GROUP_SPEC": groupSpec.path, "SM_RESULT": resultFile.path],
            output: .file(FileHandle.nullDevice), stoppingAfter: 60)

        let data = try Data(contentsOf: resultFile)
        let result = try JSONDecoder().decode(NeovimResult.self, from: data)
        #expect(result.error == nil)
        #expect(
            result.diagnostics == [.init(line: 36, col: 58, message: "unknown state 'draf'; did you mean 'draft'?", code: "unknown-name")])
        #expect(result.hover == ["```sm", "event submitRejected(operationID: UUID, message: String)", "```"])
        // `reason` in `-> rejected(reason)` jumps to where `submitRejected(op, reason)` binds it: line 33, column 38.
        #expect(result.definition == [33, 38])
        #expect(
            result.completion == [
                "submitTapped", "submitAccepted", "submitRejected", "submitOutcomeUnknown", "reconciliationFound", "reconciliationNotFound",
            ])
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(
            result.unformatted == "draft on submitTapped(op) [hasValidAddress] -> submitting(op) / submit(checkoutID, quoteRevision, op)")
        #expect(result.formatted == lines)
        #expect(result.renamed == lines.map { $0.replacingOccurrences(of: "hasValidAddress", with: "addressIsValid") })
        // Every lower-case `fetching` in pricing.sm is the group; the comment's `isFetching` stays.
        let pricingLines = pricing.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(result.groupRenamed == pricingLines.map { $0.replacingOccurrences(of: "fetching", with: "busy") })
    }

    /// `statemachine-gen`, built beside the test bundle.
    static func serverExecutable() -> String? { BuiltExecutable.path("statemachine-gen") }
}

private struct NeovimResult: Decodable {
    struct Diagnostic: Decodable, Equatable {
        let line: Int
        let col: Int
        let message: String
        let code: String?
    }

    let error: String?
    let diagnostics: [Diagnostic]?
    let hover: [String]?
    let definition: [Int]?
    let completion: [String]?
    let unformatted: String?
    let formatted: [String]?
    let renamed: [String]?
    let groupRenamed: [String]?
}
