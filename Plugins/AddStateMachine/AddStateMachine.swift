import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory add-state-machine --target Upload upload`
///
/// Starts a machine in a target: `statemachine-gen new` writes `Sources/Upload/upload.sm`
/// from a template and, when the target's folder holds no Swift file, the
/// `StateMachines.swift` SwiftPM needs before it builds the target at all.
@main
struct AddStateMachine: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let names = extractor.remainingArguments
        guard targets.count == 1, names.count == 1, let targetName = targets.first, let name = names.first else {
            throw Usage.message("usage: swift package --allow-writing-to-package-directory add-state-machine --target TARGET NAME")
        }
        let sourceTargets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        guard let target = sourceTargets.first(where: { $0.name == targetName }) else {
            let known = sourceTargets.map(\.name).sorted().joined(separator: ", ")
            throw Usage.message("no target named '\(targetName)' in this package; its targets are: \(known)")
        }
        let process = Process()
        process.executableURL = try context.tool(named: "statemachine-gen").url
        process.arguments = ["new", name, "--output", target.directoryURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Usage.message("statemachine-gen new failed (see above)") }
        print("Apply the plugin to '\(targetName)' in Package.swift if it is not yet:")
        print("    plugins: [.plugin(name: \"StateMachinePlugin\", package: \"statemachine-gen\")]")
    }
}

enum Usage: Error, CustomStringConvertible {
    case message(String)

    var description: String {
        switch self {
        case .message(let text): text
        }
    }
}
