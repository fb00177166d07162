import Foundation
import PackagePlugin

/// `swift package diff-state-machines [--against REV]`
///
/// Prints one Markdown report of what every state machine of the package does differently
/// from git revision REV (default `HEAD`): each `.sm` spec of every target compared by
/// behaviour, specs added since REV, and specs REV had in a target's folder that are gone.
/// Exits 0 when nothing changed, 1 when something did, 2 when a spec does not check, 3 when
/// a comparison is incomplete (a search for inputs gave up).
/// `--format json` prints JSON instead.
@main
struct DiffStateMachines: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let revision = extractor.extractOption(named: "against").last ?? "HEAD"
        let format = extractor.extractOption(named: "format").last
        // git would read `--against=--output=FILE` as an option and write the file.
        guard !revision.hasPrefix("-"), !revision.contains("..") else { throw NotARevision(revision: revision) }
        let root = context.package.directoryURL
        let folders = context.package.targets.compactMap { ($0 as? SourceModuleTarget).flatMap(folder) }
        var specs = Set(
            context.package.targets.flatMap { target in
                (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "sm").map(\.url.path) ?? []
            })
        // Specs the revision had in a target's folder and the work tree no longer has.
        for path in try git(["ls-tree", "-r", "--name-only", "--end-of-options", revision], in: root).split(separator: "\n")
        where path.hasSuffix(".sm") {
            let absolute = root.appendingPathComponent(String(path)).path
            if folders.contains(where: { absolute.hasPrefix($0 + "/") }) { specs.insert(absolute) }
        }
        guard !specs.isEmpty else {
            print("# State machine changes against `\(revision)`\n\nThe package has no specs.")
            return
        }
        let relative = specs.sorted().map { $0.hasPrefix(root.path + "/") ? String($0.dropFirst(root.path.count + 1)) : $0 }
        let tool = try context.tool(named: "statemachine-gen").url
        let process = Process()
        process.executableURL = tool
        process.arguments = ["diff", "--against=\(revision)"] + (format.map { ["--format", $0] } ?? []) + ["--"] + relative
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        // The tool's exit status is the plugin's: 0 same, 1 differs, 2 a spec does not check, 3 incomplete.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }

    /// The folder holding all of a target's files (what SwiftPM 6.1 calls its `directoryURL`).
    private func folder(of target: SourceModuleTarget) -> String? {
        let folders = target.sourceFiles.map { $0.url.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }

    private func git(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitFailed(arguments: arguments) }
        return String(decoding: data, as: UTF8.self)
    }
}

struct GitFailed: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String { "git \(arguments.joined(separator: " ")) failed (is the package a git work tree, and the revision known?)" }
}

struct NotARevision: Error, CustomStringConvertible {
    let revision: String
    var description: String { "'--against' takes one git revision, not an option or a range: '\(revision)'" }
}
