import Foundation
import StateMachineCommandLine
import StateMachineCompiler
import Testing

/// The editor, `check` and the build judge a spec alike: all three apply the
/// `statemachine-gen.json` the build plugin reads (the one in the spec's target folder), so a
/// warning the configuration demotes or promotes has one severity everywhere, a file the build
/// refuses fails everywhere, and a file outside the target applies nowhere.
@Suite struct BuildAgreementTests {
    /// `tap` is handled nowhere: one `unhandled-event` warning, at line 6.
    static let spec = """
        machine Light
        initial dark
        state dark
        state lit
        event flip
        event tap
        dark on flip -> lit
        lit on flip -> dark

        """

    /// A configuration file's text and where it lies: in the target folder, which the build
    /// plugin passes to the build, or in `Sources/`, which belongs to no target.
    struct Configured: CustomTestStringConvertible, Sendable {
        let json: String
        var inTargetFolder = true
        /// `LINE SEVERITY ID` of each finding, and whether the run fails, in all three.
        let expected: [String]
        let fails: Bool
        var testDescription: String { (inTargetFolder ? "" : "Sources/") + json }
    }

    @Test(arguments: [
        Configured(json: #"{ "notes": ["unhandled-event"] }"#, expected: ["6 note unhandled-event"], fails: false),
        Configured(json: #"{ "warningsAsErrors": true }"#, expected: ["6 error unhandled-event"], fails: true),
        Configured(json: #"{ "access": "public" }"#, expected: ["6 warning unhandled-event"], fails: false),
        Configured(json: #"{ "warningsAsError": true }"#, expected: ["1 error configuration-file"], fails: true),
        Configured(
            json: #"{ "warningsAsErrors": true }"#, inTargetFolder: false, expected: ["6 warning unhandled-event"], fails: false),
    ])
    func theEditorCheckAndTheBuildReachTheSameVerdict(_ configured: Configured) throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let target = package.appendingPathComponent("Sources/Lights")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let spec = target.appendingPathComponent("Specs/light.sm")
        try Data(Self.spec.utf8).write(to: spec)
        let configuration = (configured.inTargetFolder ? target : package.appendingPathComponent("Sources"))
            .appendingPathComponent("statemachine-gen.json")
        try Data(configured.json.utf8).write(to: configuration)
        // What the build plugin passes: the target's own file, or that it has none.
        let pluginArguments = configured.inTargetFolder ? ["--config", configuration.path] : ["--no-config"]

        let editor = editorVerdict(of: spec)
        let check = commandVerdict(["check", spec.path], spec: spec, configuration: configuration) {
            Tool(standardOutput: { _ in }, standardError: $0).run($1).rawValue
        }
        let build = commandVerdict(
            ["generate", spec.path, "--output", package.appendingPathComponent("out").path] + pluginArguments, spec: spec,
            configuration: configuration
        ) { BuildTool(standardOutput: { _ in }, standardError: $0).run($1).rawValue }

        #expect(check.findings == configured.expected)
        #expect(check.fails == configured.fails)
        #expect(build.findings == configured.expected)
        #expect(build.fails == configured.fails)
        // The editor also shows what it can check of the spec beside a refused configuration.
        #expect(editor.findings.prefix(configured.expected.count) == configured.expected[...])
        #expect(editor.fails == configured.fails)
    }

    /// `LINE SEVERITY ID` of each diagnostic the language server publishes for the spec.
    private func editorVerdict(of spec: URL) -> (findings: [String], fails: Bool) {
        var session = Session()
        _ = session.request("initialize", ["capabilities": [:]])
        _ = session.notify("initialized", [:])
        let published = session.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(spec.absoluteString), "languageId": "sm", "version": 1, "text": .string(Self.spec)]])
        let names = [1: "error", 2: "warning", 3: "note"]
        let findings = (published.first?["params"]?["diagnostics"]?.array ?? []).map { diagnostic in
            let line = (diagnostic["range"]?["start"]?["line"]?.integer ?? -1) + 1
            let severity = diagnostic["severity"]?.integer.flatMap { names[$0] } ?? "?"
            return "\(line) \(severity) \(diagnostic["code"]?.string ?? "?")"
        }
        return (findings, findings.contains { $0.contains(" error ") })
    }

    /// `LINE SEVERITY ID` of each diagnostic a command prints about the spec (a refused
    /// configuration file as `1 error configuration-file`), and whether it exits non-zero.
    private func commandVerdict(
        _ arguments: [String], spec: URL, configuration: URL, running: (@escaping (String) -> Void, [String]) -> Int32
    ) -> (findings: [String], fails: Bool) {
        final class Capture: @unchecked Sendable {
            var errors = ""
        }
        let capture = Capture()
        let status = running({ capture.errors += $0 }, arguments)
        // `PATH:LINE:COLUMN: SEVERITY: MESSAGE [ID]`, the first line of each diagnostic.
        let findings = capture.errors.split(separator: "\n").compactMap { line -> String? in
            if line.hasPrefix(configuration.path + ":1:1: error: configuration file:") { return "1 error configuration-file" }
            guard line.hasPrefix(spec.path + ":") else { return nil }
            let fields = line.dropFirst(spec.path.count + 1).split(separator: ":", maxSplits: 3)
            guard fields.count == 4, let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            let id = line[line.index(after: open)..<line.index(before: line.endIndex)]
            return "\(fields[0]) \(fields[2].trimmingCharacters(in: .whitespaces)) \(id)"
        }
        return (findings, status != 0)
    }
}
