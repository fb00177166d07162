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
    /// A module under test: its specs, and whether its machines have runtime conformances.
    struct TestedModule {
        let module: String
        let specs: [URL]
        let configuration: URL?
        let usesRuntime: Bool
    }

    /// Modules under test and their specs, for test targets.
    let tested: [TestedModule]
    /// The target depends on `StateMachineRuntime`: each machine also gets its conformance
    /// file, so `MachineStore<Machine>` works with no further setting.
    let usesRuntime: Bool

    /// Two configuration files in one target (an Xcode target's files may sit in any group).
    struct MultipleConfigurations: Error, CustomStringConvertible {
        let files: [URL]

        var description: String {
            "a target takes one \(configurationFileName), but this one has \(files.count): "
                + files.map(\.path).joined(separator: ", ")
        }
    }

    /// The target's configuration file, if it has one; two would leave unclear which applies.
    static func configuration(among files: [URL]) throws -> URL? {
        let found = files.filter { $0.lastPathComponent == configurationFileName }
        guard found.count <= 1 else { throw MultipleConfigurations(files: found) }
        return found.first
    }

    /// The product (or, inside this package, the target) whose use opts a target in.
    static let runtimeModule = "StateMachineRuntime"

    /// Whether the configuration says `"runtime": true`; the plan must know, since it names
    /// the conformance files as outputs. A plugin cannot link the compiler, so this is the
    /// one key read here; the generator parses the file (and reports a malformed one).
    static func configurationRequestsRuntime(_ configuration: URL?) -> Bool {
        guard let configuration, let data = try? Data(contentsOf: configuration),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object["runtime"] as? Bool == true
    }

    /// One generator run: what the build log says, the specs it reads, its arguments, the files it writes.
    private struct Run {
        let displayName: String
        /// The specs and configuration file it reads.
        let inputs: [URL]
        let arguments: [String]
        let outputs: [String]
    }

    var commands: [Command] {
        runs.map { command($0.displayName, inputs: $0.inputs, arguments: $0.arguments, outputs: $0.outputs) }
    }

    /// The configuration as the plugin knows it, said outright: the generator then never
    /// guesses the target from the specs' folders, which in an Xcode target may be anywhere.
    static func configurationArguments(_ configuration: URL?) -> [String] {
        configuration.map { ["--config", $0.path] } ?? ["--no-config"]
    }

    private var runs: [Run] {
        let configurationArguments = Self.configurationArguments(configuration)
        let runtimeArguments = usesRuntime ? ["--runtime"] : []
        var runs = Self.sharingOutputs(specs) { spec in
            let name = spec.deletingPathExtension().lastPathComponent
            return [name + ".swift"] + (usesRuntime ? [name + "+StateMachine.swift"] : [])
        }.map { group in
            Run(
                displayName: "Generating state machine from \(group.specs.map(\.lastPathComponent).joined(separator: ", "))",
                inputs: group.specs + (configuration.map { [$0] } ?? []),
                arguments: ["generate"] + group.specs.map(\.path) + ["--output", outputDirectory.path] + configurationArguments
                    + runtimeArguments,
                outputs: group.outputs)
        }
        for tested in tested {
            runs += tested.specs.map { spec in
                Run(
                    displayName: "Generating transition tests and scenarios from \(spec.lastPathComponent)",
                    inputs: [spec] + (tested.configuration.map { [$0] } ?? []),
                    // The tested module's own `generate` prints the spec's errors; a second copy here would
                    // double them in every `swift build --build-tests`.
                    arguments: ["tests", spec.path, "--module", tested.module, "--output", outputDirectory.path, "--summarize-errors"]
                        + Self.configurationArguments(tested.configuration) + (tested.usesRuntime ? ["--runtime"] : []),
                    outputs: [".tests.swift", ".scenarios.swift"].map { spec.deletingPathExtension().lastPathComponent + $0 })
            }
        }
        return runs
    }

    /// Removes what an earlier plan generated and this one does not, such as the machine of a
    /// deleted spec: the build no longer compiles it, but a user looking in the output folder
    /// for the generated code would still find a machine that is gone. SwiftPM plans again
    /// whenever a target's files are added or removed, so a deleted spec's files go then. Only
    /// Swift files are removed: the folder holds nothing else of ours.
    func removeStaleOutputs() {
        let current = Set(runs.flatMap(\.outputs))
        let found = (try? FileManager.default.contentsOfDirectory(at: outputDirectory, includingPropertiesForKeys: nil)) ?? []
        for file in found where file.pathExtension == "swift" && !current.contains(file.lastPathComponent) {
            try? FileManager.default.removeItem(at: file)
        }
    }

    /// The inputs are exactly the specs and the configuration they are run with; SwiftPM adds
    /// the generator executable itself, so a new generator regenerates everything.
    private func command(_ displayName: String, inputs: [URL], arguments: [String], outputs: [String]) -> Command {
        .buildCommand(
            displayName: displayName,
            executable: generator,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: outputs.map { outputDirectory.appendingPathComponent($0) })
    }

    /// The specs in groups that share no output file: specs that would write the same file
    /// (`a/door.sm` and `b/door.sm`) go to one generator run, which reports the conflict at
    /// both specs, where two commands would get SwiftPM's "multiple producers" error instead.
    static func sharingOutputs(_ specs: [URL], outputs: (URL) -> [String]) -> [(specs: [URL], outputs: [String])] {
        var groups: [(specs: [URL], outputs: [String])] = []
        var groupOfOutput: [String: Int] = [:]
        for spec in specs {
            let names = outputs(spec)
            if let index = names.lazy.compactMap({ groupOfOutput[$0] }).first {
                groups[index].specs.append(spec)
                for name in names where groupOfOutput[name] == nil {
                    groups[index].outputs.append(name)
                    groupOfOutput[name] = index
                }
            } else {
                for name in names { groupOfOutput[name] = groups.count }
                groups.append((specs: [spec], outputs: names))
            }
        }
        return groups
    }
}
