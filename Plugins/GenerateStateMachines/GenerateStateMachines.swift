import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-state-machines`
///
/// Writes what the build plugin generates, plus diagrams, into the package's
/// `Generated/` folder so that reviewers can read it in a pull request. For every
/// non-test target with `.sm` specs: `NAME.swift` (the machine), `NAME+StateMachine.swift`
/// (its runtime conformance, when the target uses the runtime), `NAME.tests.swift` and
/// `NAME.scenarios.swift` (its transition tests and scenarios), `NAME.dot` and `NAME.mmd`
/// (its diagrams) and `NAME.matrix.md` (its transition matrix), all from one
/// `statemachine-gen review` process per target. Unchanged files are not touched. Pass `--target NAME` (repeatable) to limit it to some targets.
@main
struct GenerateStateMachines: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let selected = extractor.extractOption(named: "target")
        let generator = try context.tool(named: "statemachine-gen").url
        let root = context.package.directoryURL
        let output = root.appendingPathComponent("Generated")
        for target in context.package.targets {
            guard let module = target as? SourceModuleTarget, module.kind != .test,
                selected.isEmpty || selected.contains(module.name)
            else { continue }
            // Relative to the package, run from its folder: the machines' location directives
            // then name `specs/checkout.sm`, the same on every machine.
            let specs = module.sourceFiles(withSuffix: "sm").map { relativePath($0.url, in: root) }.sorted()
            guard !specs.isEmpty else { continue }
            // Said outright, as the build plugin says it; `generate` and `tests` parse the file.
            let configuration = module.sourceFiles.first { $0.url.lastPathComponent == "statemachine-gen.json" }
            let configurationArguments = configuration.map { ["--config", $0.url.path] } ?? ["--no-config"]
            // As the build plugin does: a target that depends on the runtime gets its conformances.
            let runtime = module.dependencies.contains { dependency in
                switch dependency {
                case .product(let product): product.name == "StateMachineRuntime"
                case .target(let target): target.name == "StateMachineRuntime"
                @unknown default: false
                }
            }
            // One process per target: `review` checks each spec once and writes what `generate`,
            // `tests`, `dot`, `mermaid` and `table` would.
            try run(
                generator, in: root,
                ["review"] + specs + ["--module", module.moduleName, "--output", output.path] + configurationArguments
                    + (runtime ? ["--runtime"] : []))
        }
    }

    /// `url`'s path below `directory`, or the whole path when it lies elsewhere.
    private func relativePath(_ url: URL, in directory: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = directory.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func run(_ executable: URL, in directory: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerationFailed(command: ([executable.lastPathComponent] + arguments).joined(separator: " "))
        }
    }
}

struct GenerationFailed: Error, CustomStringConvertible {
    let command: String
    var description: String { "statemachine-gen failed (see the diagnostics above): \(command)" }
}
