import Foundation
import StateMachineTestSupport
import Testing

/// The build-tool plugin as a user meets it: a copy of this package built with plain
/// `swift build`, while specs are edited, added, deleted and broken.
@Suite(.serialized, .enabled(if: SwiftBuild.isAvailable))
struct PluginBuildTests {
    @Test func editingAddingDeletingAndBreakingSpecsAllWorkWithPlainSwiftBuild() throws {
        let package = try SwiftBuild.copyOfThisPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let specs = package.appendingPathComponent("specs")

        let clean = try SwiftBuild.run(in: package)
        #expect(clean.succeeded, "\(clean.output)")
        // quote.sm is the runtime tests' machine (Tests/RuntimeTestMachines).
        #expect(clean.generated == ["checkout.sm", "favorite.sm", "pricing.sm", "quote.sm", "upload.sm"])
        // ExampleMachines depends on StateMachineRuntime, so the plugin added the conformance.
        #expect(
            try SwiftBuild.generatedFile("checkout+StateMachine.swift", in: package)
                .contains("extension Checkout: StateMachineRuntime.StateMachine {}"))

        // SwiftPM links the generator once for plugins and once for the build, so the first
        // build after a clean one may relink it and rerun both generators once; after that,
        // a build with no change must run none.
        _ = try SwiftBuild.run(in: package)
        let unchanged = try SwiftBuild.run(in: package)
        #expect(unchanged.succeeded)
        #expect(unchanged.generated == [], "\(unchanged.output)")

        let checkout = specs.appendingPathComponent("checkout.sm")
        let edited =
            try String(contentsOf: checkout, encoding: .utf8)
            .replacingOccurrences(of: "event submitTapped", with: "event cancelTapped\nevent submitTapped")
            + "draft on cancelTapped ignore\n"
        try Data(edited.utf8).write(to: checkout)
        let afterEdit = try SwiftBuild.run(in: package)
        #expect(afterEdit.succeeded, "\(afterEdit.output)")
        #expect(afterEdit.generated == ["checkout.sm"])
        #expect(try SwiftBuild.generatedFile("checkout.swift", in: package).contains("case cancelTapped"))

        let another = specs.appendingPathComponent("another.sm")
        try Data("machine Another\ninitial idle\nstate idle\nstate busy\nevent start\nidle on start -> busy\n".utf8).write(to: another)
        let afterAdd = try SwiftBuild.run(in: package)
        #expect(afterAdd.succeeded, "\(afterAdd.output)")
        // A new file makes SwiftPM re-plan, which relinks the generator (see above), so the
        // other specs may be regenerated too; their bytes do not change, so nothing recompiles.
        #expect(afterAdd.generated.contains("another.sm"))
        #expect(try SwiftBuild.generatedFile("another.swift", in: package).contains("enum Another"))

        try FileManager.default.removeItem(at: another)
        let afterDelete = try SwiftBuild.run(in: package)
        #expect(afterDelete.succeeded, "\(afterDelete.output)")

        try Data(edited.replacingOccurrences(of: "initial draft", with: "initial drat").utf8).write(to: checkout)
        let broken = try SwiftBuild.run(in: package)
        #expect(!broken.succeeded)
        let firstError = broken.output.split(separator: "\n").first { $0.contains("error:") }
        #expect(firstError == "\(checkout.path):11:9: error: unknown state 'drat'; did you mean 'draft'?", "\(broken.output)")
        try Data(edited.utf8).write(to: checkout)

        // A spec with a warning, built with the test target that also generates its tests:
        // both generators run, the warning is printed once.
        try Data(
            "machine Another\ninitial idle(false)\nstate idle(busy: Bool)\nevent start(id: Int)\nidle(b) on start(id) -> idle(true)\n".utf8
        )
        .write(to: another)
        let warned = try SwiftBuild.run(in: package, ["--target", "ExampleMachinesTests"])
        #expect(warned.succeeded, "\(warned.output)")
        #expect(warned.output.contains("Generating transition tests and scenarios from another.sm"), "\(warned.output)")
        let warnings = warned.output.split(separator: "\n").filter { $0.hasSuffix("[unused-binding]") }
        #expect(warnings.count == 2, "\(warned.output)")
        #expect(Set(warnings).count == warnings.count, "a warning printed twice:\n\(warned.output)")
        try FileManager.default.removeItem(at: another)
    }

    /// A user's first hour: a target holding only a spec builds nothing. The command
    /// plugin adds what the target lacks, and the next build generates the machine.
    @Test func addStateMachineGivesATargetItsSpecAndSwiftFile() throws {
        let package = try SwiftBuild.copyOfThisPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = package.appendingPathComponent("Package.swift")
        let declared = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(
            of: "        .target(name: \"ExampleMachines\",",
            with: "        .target(name: \"Upload\", plugins: [\"StateMachinePlugin\"]),\n        .target(name: \"ExampleMachines\",")
        try Data(declared.utf8).write(to: manifest)
        let folder = package.appendingPathComponent("Sources/Upload")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("machine Upload\ninitial idle\nstate idle\nevent tick\nidle on tick ignore\n".utf8)
            .write(to: folder.appendingPathComponent("upload.sm"))

        let added = try SwiftBuild.run(
            in: package, command: "package",
            [
                "--allow-writing-to-package-directory", "add-state-machine", "--target", "Upload", "upload",
            ])
        #expect(added.succeeded, "\(added.output)")
        #expect(added.output.contains("created \(folder.path)/StateMachines.swift"), "\(added.output)")
        let second = try SwiftBuild.run(
            in: package, command: "package",
            [
                "--allow-writing-to-package-directory", "add-state-machine", "--target", "Upload", "download",
            ])
        #expect(second.output.contains("created \(folder.path)/download.sm"), "\(second.output)")
        let built = try SwiftBuild.run(in: package, ["--target", "Upload"])
        #expect(built.succeeded, "\(built.output)")
        #expect(built.generated == ["download.sm", "upload.sm"], "\(built.output)")
    }
}

/// Runs `swift build` on a scratch copy of this package.
enum SwiftBuild {
    struct Result {
        let succeeded: Bool
        let output: String

        /// The specs whose generator ran, from the plugin's build command names.
        var generated: [String] {
            output.split(separator: "\n").compactMap { line in
                line.range(of: "Generating state machine from ").map { String(line[$0.upperBound...]) }
            }.sorted()
        }
    }

    static var isAvailable: Bool { executable != nil }

    static let executable = BuiltExecutable.onPath("swift")

    static func copyOfThisPackage() throws -> URL {
        let destination = try Swiftc.scratchDirectory().appendingPathComponent("package")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Plugins", "specs", "Tests"] {
            try FileManager.default.copyItem(
                at: PackageFiles.root.appendingPathComponent(item), to: destination.appendingPathComponent(item))
        }
        return destination
    }

    static func run(in package: URL, command: String = "build", _ arguments: [String] = []) throws -> Result {
        guard let executable else { throw Swiftc.Failed(description: "swift not found on PATH") }
        let run = try ProcessRunner.run(executable, [command, "--package-path", package.path] + arguments, mergingErrors: true)
        return Result(succeeded: run.status == 0, output: run.output)
    }

    static func generatedFile(_ name: String, in package: URL) throws -> String {
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == name, url.path.contains("ExampleMachines") {
                return try String(contentsOf: url, encoding: .utf8)
            }
        }
        throw Swiftc.Failed(description: "no generated \(name) under \(outputs.path)")
    }
}
