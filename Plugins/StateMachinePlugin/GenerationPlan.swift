import Foundation
import PackagePlugin

/// The build commands for one target: one per spec and per generated file kind.
struct GenerationPlan {
    /// An optional file in the target folder with generator options, such as
    /// `{"access": "public"}`; it is an input of every command, so edits take effect.
    static let configurationFileName = "statemachine-gen.json"

    let generator: URL
    let outputDirectory: URL
    let specs: [URL]
    let configuration: URL?
    /// Modules under test and their specs, for test targets.
    let tested: [(module: String, specs: [URL])]

    var commands: [Command] {
        let configurationArguments = configuration.map { ["--config", $0.path] } ?? []
        var commands = specs.map { spec in
            command(
                "Generating state machine from \(spec.lastPathComponent)", spec: spec,
                arguments: ["generate", spec.path, "--output", outputDirectory.path] + configurationArguments,
                outputs: [spec.deletingPathExtension().lastPathComponent + ".swift"])
        }
        for (module, moduleSpecs) in tested {
            commands += moduleSpecs.map { spec in
                command(
                    "Generating transition tests and scenarios from \(spec.lastPathComponent)", spec: spec,
                    arguments: ["tests", spec.path, "--module", module, "--output", outputDirectory.path],
                    outputs: [".tests.swift", ".scenarios.swift"].map { spec.deletingPathExtension().lastPathComponent + $0 })
            }
        }
        return commands
    }

    /// The inputs are exactly the spec and the configuration; SwiftPM adds the generator
    /// executable itself, so a new generator regenerates everything.
    private func command(_ displayName: String, spec: URL, arguments: [String], outputs: [String]) -> Command {
        .buildCommand(
            displayName: displayName,
            executable: generator,
            arguments: arguments,
            inputFiles: [spec] + (configuration.map { [$0] } ?? []),
            outputFiles: outputs.map { outputDirectory.appendingPathComponent($0) })
    }
}
