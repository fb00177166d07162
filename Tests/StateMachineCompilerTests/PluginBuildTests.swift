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
        // quote.sm, favoriteButton.sm, signIn.sm and launch.sm are the runtime tests' machines (Tests/RuntimeTestMachines).
        #expect(
            clean.generated == [
                "articles.sm", "checkout.sm", "favorite.sm", "favoriteButton.sm", "launch.sm", "pricing.sm", "quote.sm", "signIn.sm",
                "upload.sm",
            ])
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

        #expect(try SwiftBuild.generatedFiles(named: "another.swift", in: package).count == 1)
        try FileManager.default.removeItem(at: another)
        let afterDelete = try SwiftBuild.run(in: package)
        #expect(afterDelete.succeeded, "\(afterDelete.output)")
        // The deleted spec's machine leaves the plugin's output folder too.
        #expect(try SwiftBuild.generatedFiles(named: "another.swift", in: package).isEmpty)

        try Data(edited.replacingOccurrences(of: "initial draft", with: "initial drat").utf8).write(to: checkout)
        let broken = try SwiftBuild.run(in: package)
        #expect(!broken.succeeded)
        let firstError = broken.output.split(separator: "\n").first { $0.contains("error:") }
        #expect(firstError == "\(checkout.path):11:9: error: unknown state 'drat'; did you mean 'draft'?", "\(broken.output)")
        try Data(edited.utf8).write(to: checkout)

        // Two specs that would write one file: one generator run reports it at both specs,
        // not SwiftPM's "multiple producers".
        let copy = specs.appendingPathComponent("copy/pricing.sm")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("machine PricingCopy\ninitial idle\nstate idle\nevent tick\nidle on tick ignore\n".utf8).write(to: copy)
        let clash = try SwiftBuild.run(in: package)
        #expect(!clash.succeeded)
        #expect(!clash.output.contains("multiple producers"), "\(clash.output)")
        let clashError = clash.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
        let pricing = specs.appendingPathComponent("pricing.sm").path
        let expectedError = [(copy.path, pricing), (pricing, copy.path)].map { later, earlier in
            "\(later):1:1: error: \(later) would write 'pricing.swift', as \(earlier) does; specs generated together need different file names"
        }
        #expect(expectedError.contains(clashError ?? ""), "\(clash.output)")
        try FileManager.default.removeItem(at: copy.deletingLastPathComponent())

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
    /// plugin adds what the target lacks, and the next build generates the machine. The
    /// target's name is not a Swift identifier: generated tests import its module name.
    @Test func addStateMachineGivesATargetItsSpecAndSwiftFile() throws {
        let package = try SwiftBuild.copyOfThisPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = package.appendingPathComponent("Package.swift")
        let declared = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(
            of: "        .target(name: \"ExampleMachines\",",
            with: "        .target(name: \"Up-load\", plugins: [\"StateMachinePlugin\"]),\n"
                + "        .testTarget(name: \"UploadTests\", dependencies: [\"Up-load\"], plugins: [\"StateMachinePlugin\"]),\n"
                + "        .target(name: \"ExampleMachines\",")
        try Data(declared.utf8).write(to: manifest)
        let tests = package.appendingPathComponent("Tests/UploadTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data("import Testing\n\n@Test func uploadBuilds() {}\n".utf8).write(to: tests.appendingPathComponent("UploadTests.swift"))
        let folder = package.appendingPathComponent("Sources/Up-load")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("machine Upload\ninitial idle\nstate idle\nevent tick\nidle on tick ignore\n".utf8)
            .write(to: folder.appendingPathComponent("upload.sm"))

        let added = try SwiftBuild.run(
            in: package, command: "package",
            [
                "--allow-writing-to-package-directory", "add-state-machine", "--target", "Up-load", "upload",
            ])
        #expect(added.succeeded, "\(added.output)")
        #expect(added.output.contains("created \(folder.path)/StateMachines.swift"), "\(added.output)")
        // The manifest applies the plugin to `Up-load`: no advice to apply it.
        #expect(added.output.contains("'Up-load' applies the plugin: 'swift build' generates the machine"), "\(added.output)")
        #expect(!added.output.contains("Apply the plugin"), "\(added.output)")
        let second = try SwiftBuild.run(
            in: package, command: "package",
            [
                "--allow-writing-to-package-directory", "add-state-machine", "--target", "Up-load", "download",
            ])
        #expect(second.output.contains("created \(folder.path)/download.sm"), "\(second.output)")
        let built = try SwiftBuild.run(in: package, ["--target", "Up-load"])
        #expect(built.succeeded, "\(built.output)")
        #expect(built.generated == ["download.sm", "upload.sm"], "\(built.output)")

        // The build plugin's tests and the command plugin's both import `Up_load`.
        let tested = try SwiftBuild.run(in: package, ["--target", "UploadTests"])
        #expect(tested.succeeded, "\(tested.output)")
        let generated = try SwiftBuild.run(
            in: package, command: "package", ["--allow-writing-to-package-directory", "generate-state-machines", "--target", "Up-load"])
        #expect(generated.succeeded, "\(generated.output)")
        let committed = try String(contentsOf: package.appendingPathComponent("Generated/upload.tests.swift"), encoding: .utf8)
        #expect(committed.contains("\n@testable import Up_load\n"))
    }

    /// A target's name is never a path: `--target ../../escaped` named a folder beside the
    /// package and got a spec and a Swift file written there. Refused, nothing written.
    @Test func addStateMachineRefusesATargetNameThatIsAPath() throws {
        let package = try SwiftBuild.copyOfThisPackage()
        let scratch = package.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for target in ["../../escaped", "Sources/../../escaped", ".."] {
            let run = try SwiftBuild.run(
                in: package, command: "package",
                ["--allow-writing-to-package-directory", "add-state-machine", "--target", target, "upload"])
            #expect(!run.succeeded)
            #expect(
                run.output.contains("\"\(target)\" is not a target name: give the name of a target of this package, not a path"),
                "\(run.output)")
        }
        // `Sources/../../escaped` from the package, the folder the first two named.
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("escaped").path))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("upload.sm").path))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("StateMachines.swift").path))
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

    /// Every file of that name the plugin has in its output folders.
    static func generatedFiles(named name: String, in package: URL) throws -> [URL] {
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == name { found.append(url) }
        }
        return found
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
