import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `statemachine-gen-build`, the build plugin's tool, run in process: with the plugin's own
/// arguments it writes the checked-in files, it runs nothing but `generate` and `tests`,
/// and what every user's first build compiles for it is the pipeline alone.
@Suite struct BuildToolTests {
    final class Capture: @unchecked Sendable {
        var errors = ""
    }

    func run(_ arguments: [String]) -> (status: BuildTool.ExitStatus, errors: String) {
        let capture = Capture()
        let tool = BuildTool(standardOutput: { _ in }, standardError: { capture.errors += $0 })
        let status = tool.run(arguments)
        return (status, capture.errors)
    }

    /// The arguments `GenerationPlan` passes for ExampleMachines (public by its configuration,
    /// with the runtime) and for its test target (whose module has the runtime conformances).
    @Test(arguments: ["checkout", "favorite", "pricing", "upload"])
    func thePluginsArgumentsWriteTheCheckedInFiles(_ name: String) throws {
        let root = PackageFiles.root
        let output = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = root.appendingPathComponent("specs/\(name).sm").path
        let configuration = root.appendingPathComponent("specs/statemachine-gen.json").path
        let generate = run(["generate", spec, "--output", output.path, "--config", configuration, "--runtime"])
        #expect(generate.status == .success, "\(generate.errors)")
        let tests = run(["tests", spec, "--module", "ExampleMachines", "--output", output.path, "--runtime"])
        #expect(tests.status == .success, "\(tests.errors)")
        for file in ["\(name).swift", "\(name)+StateMachine.swift", "\(name).tests.swift", "\(name).scenarios.swift"] {
            let written = FileManager.default.contents(atPath: output.appendingPathComponent(file).path)
                .map { String(decoding: $0, as: UTF8.self) }
            let checkedIn = FileManager.default.contents(atPath: root.appendingPathComponent("Generated/\(file)").path)
                .map { String(decoding: $0, as: UTF8.self) }
            // The plugin passes the spec's absolute path, which the location directives name;
            // `generate-state-machines` passes it relative to the package.
            let relative = written?.replacingOccurrences(
                of: "#sourceLocation(file: \"\(spec)\"", with: "#sourceLocation(file: \"specs/\(name).sm\"")
            #expect(relative != nil && relative == checkedIn, "\(file) differs from Generated/\(file)")
            if file == "\(name).swift" { #expect(written?.contains("#sourceLocation(file: \"\(spec)\", line: ") == true) }
        }
    }

    @Test(arguments: [["dot", "checkout.sm"], ["check", "checkout.sm"], ["--help"], []])
    func everyOtherCommandIsWrongUsage(_ arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == .usage)
        let name = arguments.first ?? ""
        #expect(
            result.errors == """
                statemachine-gen: error: '\(name)' is not a build command: this tool runs only 'generate' and 'tests' \
                (see 'statemachine-gen --help')

                """)
    }

    @Test func aBuildCommandsUsageErrorsAreStatemachineGens() {
        let result = run(["generate", "checkout.sm"])
        #expect(result.status == .usage)
        #expect(result.errors == "statemachine-gen: error: missing '--output DIR' (see 'statemachine-gen help generate')\n")
    }

    /// SwiftPM compiles the tools of the build plugins a package applies, not those of command
    /// plugins; the diagrams, formatter and language server must stay out of this one.
    @Test(.enabled(if: SwiftBuild.isAvailable))
    func theBuildPluginsToolDependsOnThePipelineAlone() throws {
        let scratch = try Swiftc.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Its own scratch path: the package's .build is locked by the `swift test` running this.
        let dump = try SwiftBuild.run(in: PackageFiles.root, command: "package", ["--scratch-path", scratch.path, "dump-package"])
        try #require(dump.succeeded, "\(dump.output)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(dump.output.utf8))
        var needed: Set<String> = []
        var pending = ["StateMachinePlugin"]
        while let name = pending.popLast() {
            let dependencies = manifest.targets.first { $0.name == name }?.dependencyNames ?? []
            for dependency in dependencies where needed.insert(dependency).inserted { pending.append(dependency) }
        }
        #expect(needed == ["statemachine-gen-build", "StateMachineCompiler"])
    }

    /// The part of `swift package dump-package` this test reads.
    struct Manifest: Decodable {
        struct Target: Decodable {
            let name: String
            let dependencies: [[String: [String?]]]

            /// `{"byName": ["StateMachineCompiler", null]}`, `{"target": [...]}`, `{"product": [...]}`: the first name.
            var dependencyNames: [String] { dependencies.compactMap { $0.values.first?.first ?? nil } }
        }

        let targets: [Target]
    }
}
