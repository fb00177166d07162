import Foundation
import StateMachineTestSupport
import Testing

/// The Neovim configurations of the "Editors" article, run as written: each block becomes
/// `init.lua` of a headless Neovim that opens a spec with a misspelled state, and the editor
/// must show the server's diagnostic. The 0.7 block runs on any Neovim (CI installs
/// Debian 12's 0.7.2); the 0.8 block runs where Neovim is 0.8 or later.
/// `STATEMACHINE_GEN_NVIM` names another Neovim to run them with.
@Suite struct EditorConfigurationTests {
    static let article = PackageFiles.root.appendingPathComponent("Documentation/statemachine-gen.docc/Editors.md")
    static let nvim = ProcessInfo.processInfo.environment["STATEMACHINE_GEN_NVIM"] ?? NeovimTests.nvim
    static let version = nvim.flatMap(NeovimVersion.of)

    @Test(.enabled(if: nvim != nil || NeovimTests.required, "nvim is not installed (.ci/run installs it and makes this test required)"))
    func theNeovim07ConfigurationShowsTheServersDiagnostics() throws {
        try expectDiagnostics(with: try Self.luaBlock(after: "**Neovim 0.7**"))
    }

    @Test(.enabled(if: (version ?? NeovimVersion(0, 0)) >= NeovimVersion(0, 8), "needs Neovim 0.8 or later"))
    func theNeovim08ConfigurationShowsTheServersDiagnostics() throws {
        try expectDiagnostics(with: try Self.luaBlock(after: "**Neovim 0.8 and later**"))
    }

    /// The first ```lua block after the paragraph that starts with `heading`.
    static func luaBlock(after heading: String) throws -> String {
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix(heading) }, "no paragraph starting \(heading)")
        let open = try #require(lines[start...].firstIndex(of: "```lua"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        return lines[(open + 1)..<close].joined(separator: "\n") + "\n"
    }

    func expectDiagnostics(with configuration: String) throws {
        let nvim = try #require(Self.nvim, "nvim is required (STATEMACHINE_GEN_REQUIRE_NVIM=1) but not installed")
        let server = try #require(NeovimTests.serverExecutable(), "the statemachine-gen executable was not built next to the tests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nvim-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("checkout.sm")
        try Data(try ExampleSpecs.text("checkout").replacingOccurrences(of: "-> draft\n", with: "-> draf\n").utf8).write(to: spec)
        try Data(configuration.utf8).write(to: directory.appendingPathComponent("init.lua"))
        try Data(Self.probe.utf8).write(to: directory.appendingPathComponent("probe.lua"))
        let resultFile = directory.appendingPathComponent("result.json")

        // The configuration runs `statemachine-gen` from the PATH, as a user's would.
        let path = URL(fileURLWithPath: server).deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        try ProcessRunner.run(
            nvim, ["--headless", "-u", "init.lua", "-c", "luafile probe.lua", "checkout.sm"], in: directory,
            environment: ["PATH": path, "SM_RESULT": resultFile.path], output: .file(FileHandle.nullDevice), stoppingAfter: 60)

        let result = try JSONDecoder().decode(ConfigurationResult.self, from: Data(contentsOf: resultFile))
        #expect(result.filetype == "statemachine")
        #expect(result.commentstring == "// %s")
        #expect(result.diagnostics == ["unknown state 'draf'; did you mean 'draft'?"])
    }

    /// Waits for the diagnostics the configuration's client shows, then records them.
    static let probe = """
        vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 20)
        local result = { filetype = vim.bo.filetype, commentstring = vim.bo.commentstring, diagnostics = {} }
        for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(result.diagnostics, d.message) end
        vim.fn.writefile({ vim.fn.json_encode(result) }, os.getenv("SM_RESULT"))
        vim.cmd("qa!")

        """
}

private struct ConfigurationResult: Decodable {
    let filetype: String
    let commentstring: String
    let diagnostics: [String]
}

/// `nvim --version`'s first line, `NVIM v0.7.2`, as a comparable pair.
struct NeovimVersion: Comparable {
    let major: Int
    let minor: Int

    init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    static func of(_ nvim: String) -> NeovimVersion? {
        guard let text = try? ProcessRunner.run(nvim, ["--version"], stoppingAfter: 60).output,
            let line = text.split(separator: "\n").first, line.hasPrefix("NVIM v")
        else { return nil }
        let parts = line.dropFirst("NVIM v".count).split(separator: ".").compactMap { Int($0.prefix { $0.isNumber }) }
        return parts.count >= 2 ? NeovimVersion(parts[0], parts[1]) : nil
    }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}
