import Foundation
import Testing

/// The README's steps for starting a machine, run as written from a package with no target:
/// SwiftPM's `add-target` makes the folders (SwiftPM will not load a manifest whose target
/// folder is missing, so no plugin could), the plugin goes on both targets, and
/// `add-state-machine` writes the spec; then the package builds and its generated tests pass.
@Suite(.serialized, .enabled(if: SwiftBuild.isAvailable))
struct ScaffoldingTests {
    @Test(.timeLimit(.minutes(20)))
    func theDocumentedStepsStartAMachineInANewTarget() throws {
        // Named as users' manifests spell the package: `package: "statemachine-gen"`.
        let copy = try SwiftBuild.copyOfThisPackage()
        let scratch = copy.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tool = scratch.appendingPathComponent("statemachine-gen")
        try FileManager.default.moveItem(at: copy, to: tool)
        let app = scratch.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try manifest(tool: tool, plugins: false).write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let library = try SwiftBuild.run(in: app, command: "package", ["add-target", "Upload"])
        #expect(library.succeeded, "\(library.output)")
        let tests = try SwiftBuild.run(
            in: app, command: "package", ["add-target", "UploadTests", "--type", "test", "--dependencies", "Upload"])
        #expect(tests.succeeded, "\(tests.output)")
        // The one hand edit: the plugin on both targets, as the README shows.
        try manifest(tool: tool, plugins: true).write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let added = try SwiftBuild.run(
            in: app, command: "package", ["--allow-writing-to-package-directory", "add-state-machine", "--target", "Upload", "upload"])
        #expect(added.succeeded, "\(added.output)")
        // `upload` names the target itself: the spec and machine get a distinct name.
        #expect(added.output.contains("note: 'upload' is the target's own name; writing uploadMachine.sm instead"), "\(added.output)")
        let spec = try String(contentsOf: app.appendingPathComponent("Sources/Upload/uploadMachine.sm"), encoding: .utf8)
        #expect(spec.contains("\nmachine UploadMachine\n"))
        #expect(spec.contains("{ \"access\": \"public\" }"))

        let tested = try SwiftBuild.run(in: app, command: "test")
        #expect(tested.succeeded, "\(tested.output)")
        #expect(tested.output.contains("Suite UploadMachineTransitionTable passed"), "\(tested.output)")
        #expect(tested.output.contains("Suite UploadMachineScenarios passed"), "\(tested.output)")
    }

    /// The package as its author writes it: the dependency first, then (after `add-target`)
    /// the targets SwiftPM added, with the plugin applied.
    private func manifest(tool: URL, plugins: Bool) -> String {
        let plugin = plugins ? ", plugins: [.plugin(name: \"StateMachinePlugin\", package: \"statemachine-gen\")]" : ""
        let targets =
            plugins
            ? """
                    .target(name: "Upload"\(plugin)),
                    .testTarget(name: "UploadTests", dependencies: ["Upload"]\(plugin)),
            """ : ""
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "\(tool.path)")],
                targets: [
            \(targets)
                ]
            )

            """
    }
}
