import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory add-state-machine --target Upload upload`
///
/// Starts a machine in a target: `statemachine-gen-new` (the `new` command alone) writes
/// `Sources/Upload/upload.sm` from a template and, when the target's folder holds no Swift
/// file, the `StateMachines.swift` SwiftPM needs before it builds the target at all. It then
/// says whether the target applies the build plugin yet (see ``PluginApplication``).
@main
struct AddStateMachine: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let names = extractor.remainingArguments
        guard targets.count == 1, names.count == 1, let targetName = targets.first, let name = names.first else {
            throw Usage.message("usage: swift package --allow-writing-to-package-directory add-state-machine --target TARGET NAME")
        }
        let folder = try folder(of: targetName, in: context.package)
        let process = Process()
        // The lean tool: a first `add-state-machine` compiles the pipeline, not the whole command line.
        process.executableURL = try context.tool(named: "statemachine-gen-new").url
        process.arguments = [name, "--output", folder.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Usage.message("statemachine-gen-new failed (see above)") }
        let manifest = context.package.directoryURL.appendingPathComponent("Package.swift")
        let application = PluginApplication(
            target: targetName, manifest: (try? String(contentsOf: manifest, encoding: .utf8)) ?? "")
        switch application {
        case .applied:
            print("'\(targetName)' applies the plugin: 'swift build' generates the machine")
        case .notApplied, .unknown:
            print(
                application == .notApplied
                    ? "'\(targetName)' does not apply the plugin yet; add to its target in Package.swift:"
                    : "Apply the plugin to '\(targetName)' in Package.swift if it is not yet:")
            print("    plugins: [.plugin(name: \"StateMachinePlugin\", package: \"statemachine-gen\")]")
        }
    }

    /// The target's folder. SwiftPM leaves a target without Swift files out of the
    /// package a plugin sees, which is exactly the target this command must fix; such a
    /// target is taken to live where SwiftPM looks by default, `Sources/NAME` (`Tests/NAME`
    /// for a name ending in `Tests`).
    ///
    /// The name is a target's name, never a path: `--target ../../x` would otherwise write
    /// outside the package, so a name with a path separator, `.`, `..` or a control
    /// character is refused, and so is any folder that does not lie inside the package.
    private func folder(of targetName: String, in package: Package) throws -> URL {
        let known = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.first { $0.name == targetName }
        let root = package.directoryURL.standardizedFileURL.resolvingSymlinksInPath()
        if let known { return try inside(root, known.directoryURL, targetName) }
        guard Self.isPlainName(targetName) else {
            throw Usage.message(
                "\(targetName.debugDescription) is not a target name: "
                    + "give the name of a target of this package, not a path")
        }
        let parent = targetName.hasSuffix("Tests") ? "Tests" : "Sources"
        print("'\(targetName)' has no Swift file yet, so SwiftPM does not list it; using \(parent)/\(targetName)")
        return try inside(root, package.directoryURL.appendingPathComponent(parent).appendingPathComponent(targetName), targetName)
    }

    /// A name SwiftPM could give a target folder of its own: one path component, no control character.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }
    }

    /// `folder`, once it is known to lie inside the package, symbolic links followed.
    private func inside(_ root: URL, _ folder: URL, _ targetName: String) throws -> URL {
        let resolved = folder.standardizedFileURL.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(root.path + "/") else {
            throw Usage.message("the folder of target '\(targetName)', \(resolved.path), is outside the package; nothing written")
        }
        return folder
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
