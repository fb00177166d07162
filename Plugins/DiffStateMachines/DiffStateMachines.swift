import Foundation
import PackagePlugin

/// `swift package diff-state-machines [--against REV] [--fail-on-change | --fail-on-persisted-change]`
///
/// Prints one Markdown report of what every state machine of the package does differently
/// from git revision REV (default `HEAD`): each `.sm` spec of every target compared by
/// behaviour, specs added since REV, and specs REV had in a target's folder that are gone.
/// A report is not a failure: it exits 0 whatever changed, unless `--fail-on-change` (1 when
/// anything changed) or `--fail-on-persisted-change` (1 when records an earlier version
/// wrote no longer decode) asks; 2 when a spec does not check, 3 when a comparison is
/// incomplete (a search for inputs gave up). `--format json` prints JSON instead.
/// `swift package diff-state-machines OLD.sm NEW.sm` compares two files.
@main
struct DiffStateMachines: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let revision = extractor.extractOption(named: "against").last ?? "HEAD"
        let format = extractor.extractOption(named: "format").last
        let failOnChange = extractor.extractFlag(named: "fail-on-change") > 0
        let failOnPersistedChange = extractor.extractFlag(named: "fail-on-persisted-change") > 0
        let files = extractor.remainingArguments
        // git would read `--against=--output=FILE` as an option and write the file.
        guard !revision.hasPrefix("-"), !revision.contains("..") else { throw NotARevision(revision: revision) }
        let root = context.package.directoryURL
        let tool = try context.tool(named: "statemachine-gen").url
        guard files.count != 2 else {
            return try finish(tool, sides: ["--"] + files, format: format, failOnChange, failOnPersistedChange, in: root)
        }
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
        try finish(
            tool, sides: ["--against=\(revision)", "--"] + relative, format: format, failOnChange, failOnPersistedChange, in: root)
    }

    /// Prints the tool's report; exits 1 only when asked to fail on what changed.
    private func finish(
        _ tool: URL, sides: [String], format: String?, _ failOnChange: Bool, _ failOnPersistedChange: Bool, in root: URL
    ) throws {
        let status = try run(tool, ["diff"] + (format.map { ["--format", $0] } ?? []) + sides, in: root)
        // 2: a spec does not check, or the command was wrong; that is always a failure.
        if status >= 2 { exit(status) }
        if status == 1, failOnChange { exit(1) }
        if status == 1, failOnPersistedChange {
            let json = try run(tool, ["diff", "--format", "json"] + sides, in: root, capturing: true)
            if json.output.contains("\"persisted\": [\n") { exit(1) }
        }
    }

    /// Runs the tool, its output printed (or captured), and returns its exit status.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        try run(tool, arguments, in: directory, capturing: false).status
    }

    private func run(_ tool: URL, _ arguments: [String], in directory: URL, capturing: Bool) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        if capturing { process.standardOutput = pipe }
        try process.run()
        let data = capturing ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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
