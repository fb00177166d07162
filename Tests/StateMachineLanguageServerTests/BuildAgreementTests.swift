import Foundation
import StateMachineCompiler
import Testing

/// The editor and the build judge a spec alike: the language server reads the
/// `statemachine-gen.json` of the spec's target, as the build plugin passes it to the build,
/// so a warning the configuration demotes or promotes has one severity in both.
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

    struct Configured: CustomTestStringConvertible, Sendable {
        let json: String
        let expected: [String]
        var testDescription: String { json }
    }

    @Test(arguments: [
        Configured(json: #"{ "notes": ["unhandled-event"] }"#, expected: ["6 note unhandled-event"]),
        Configured(json: #"{ "warningsAsErrors": true }"#, expected: ["6 error unhandled-event"]),
        Configured(json: #"{ "access": "public" }"#, expected: ["6 warning unhandled-event"]),
    ])
    func theEditorAndTheBuildReportTheSameSeverities(_ configured: Configured) throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let target = package.appendingPathComponent("Sources/Lights")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let spec = target.appendingPathComponent("Specs/light.sm")
        try Data(Self.spec.utf8).write(to: spec)
        let configuration = target.appendingPathComponent("statemachine-gen.json")
        try Data(configured.json.utf8).write(to: configuration)

        #expect(editorSeverities(of: spec) == configured.expected)
        #expect(
            buildSeverities(of: spec, configuration: configuration, output: package.appendingPathComponent("out")) == configured.expected)
    }

    /// `LINE SEVERITY ID` of each diagnostic the language server publishes for the spec.
    private func editorSeverities(of spec: URL) -> [String] {
        var session = Session()
        _ = session.request("initialize", ["capabilities": [:]])
        _ = session.notify("initialized", [:])
        let published = session.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(spec.absoluteString), "languageId": "sm", "version": 1, "text": .string(Self.spec)]])
        let names = [1: "error", 2: "warning", 3: "note"]
        return (published.first?["params"]?["diagnostics"]?.array ?? []).map { diagnostic in
            let line = (diagnostic["range"]?["start"]?["line"]?.integer ?? -1) + 1
            let severity = diagnostic["severity"]?.integer.flatMap { names[$0] } ?? "?"
            return "\(line) \(severity) \(diagnostic["code"]?.string ?? "?")"
        }
    }

    /// `LINE SEVERITY ID` of each diagnostic `generate` prints, run as the build plugin runs it.
    private func buildSeverities(of spec: URL, configuration: URL, output: URL) -> [String] {
        final class Capture: @unchecked Sendable {
            var errors = ""
        }
        let capture = Capture()
        let tool = BuildTool(standardOutput: { _ in }, standardError: { capture.errors += $0 })
        _ = tool.run(["generate", spec.path, "--output", output.path, "--config", configuration.path])
        // `PATH:LINE:COLUMN: SEVERITY: MESSAGE [ID]`, the first line of each diagnostic.
        return capture.errors.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(spec.path + ":") else { return nil }
            let fields = line.dropFirst(spec.path.count + 1).split(separator: ":", maxSplits: 3)
            guard fields.count == 4, let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            let id = line[line.index(after: open)..<line.index(before: line.endIndex)]
            return "\(fields[0]) \(fields[2].trimmingCharacters(in: .whitespaces)) \(id)"
        }
    }
}
