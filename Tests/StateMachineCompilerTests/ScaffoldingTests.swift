import Foundation
import Testing

/// The documented steps for starting machines, run as written from an empty folder: the
/// README's quick start (`swift package init`, the manifest, `add-state-machine`), then a
/// second target as "Getting started with SwiftPM" adds one (SwiftPM's `add-target` makes
/// the folder, since SwiftPM will not load a manifest whose target folder is missing); a test
/// of the user's own that cannot see the internal machine is pointed at `access`, and a
/// misspelled payload type fails the build at the spec's line; then the package builds and
/// every generated test passes.
@Suite(.serialized, .enabled(if: SwiftBuild.isAvailable))
struct ScaffoldingTests {
    @Test(.timeLimit(.minutes(20)))
    func theDocumentedStepsStartMachinesFromAnEmptyFolder() throws {
        // Named as users' manifests spell the package: `package: "statemachine-gen"`.
        let copy = try SwiftBuild.copyOfThisPackage()
        let scratch = copy.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tool = scratch.appendingPathComponent("statemachine-gen")
        try FileManager.default.moveItem(at: copy, to: tool)
        let shop = scratch.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: shop, withIntermediateDirectories: true)

        let initialized = try SwiftBuild.run(in: shop, command: "package", ["init", "--type", "library", "--name", "Shop"])
        #expect(initialized.succeeded, "\(initialized.output)")
        try write(manifest(tool: tool, upload: false), to: shop)
        let checkout = try addStateMachine("checkout", to: "Shop", in: shop)
        #expect(checkout.output.contains("created \(shop.path)/Sources/Shop/checkout.sm"), "\(checkout.output)")

        for arguments in [["add-target", "Upload"], ["add-target", "UploadTests", "--type", "test", "--dependencies", "Upload"]] {
            let target = try SwiftBuild.run(in: shop, command: "package", arguments)
            #expect(target.succeeded, "\(target.output)")
        }
        try write(manifest(tool: tool, upload: true), to: shop)
        // `upload` names the target itself: the spec and its machine get a distinct name.
        let upload = try addStateMachine("upload", to: "Upload", in: shop)
        #expect(upload.output.contains("note: 'upload' is the target's own name; writing uploadMachine.sm instead"), "\(upload.output)")
        let spec = try String(contentsOf: shop.appendingPathComponent("Sources/Upload/uploadMachine.sm"), encoding: .utf8)
        #expect(spec.contains("\nmachine UploadMachine\n"))

        // A Swift type misspelled alike in a state's and an event's payload (so the checker,
        // which compares the spellings, passes it) fails `swift build` with one error, at the spec
        // line that first spells it: the machine declares one alias of the type there, which both
        // payloads name (issue 34). Counted by hand in the template: `state failed(message: String)`
        // is line 12; the column is the generated line's (Diagnostics.md says why): 4 spaces +
        // `typealias SpecStrng = ` (22) put the type at 27. `event failedWith` (line 16) adds none.
        let specFile = shop.appendingPathComponent("Sources/Upload/uploadMachine.sm")
        #expect(spec.contains("\nstate failed(message: String)\n"))
        #expect(spec.contains("\nevent failedWith(operationID: UUID, message: String)\n"))
        try spec.replacingOccurrences(of: "message: String", with: "message: Strng").write(
            to: specFile, atomically: true, encoding: .utf8)
        let misspelled = try SwiftBuild.run(in: shop, command: "build")
        #expect(!misspelled.succeeded)
        let typeErrors = Set(misspelled.output.split(separator: "\n").filter { $0.contains(": error: cannot find type") }.map(String.init))
        #expect(typeErrors == ["\(specFile.path):12:27: error: cannot find type 'Strng' in scope"], "\(misspelled.output)")
        // The machine's `==` is written out for enums that spell a type of the user's own, so no
        // conformance error (with its candidate notes) follows the misspelling (issue 34).
        #expect(!misspelled.output.contains("does not conform to protocol 'Equatable'"), "\(misspelled.output)")
        let inBuildFolder = misspelled.output.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains("error:") }
        #expect(inBuildFolder.isEmpty, "\(inBuildFolder)")

        // A spec error is printed by the target's run of the plugin (`generate`), which fails the
        // build; the test target's run (`tests`) writes no tests and prints no second copy, and
        // does not fail, so it can never stop the build before `generate` prints the error.
        try spec.replacingOccurrences(of: "initial idle", with: "initial idel").write(to: specFile, atomically: true, encoding: .utf8)
        let broken = try SwiftBuild.run(in: shop, command: "build", ["--build-tests"])
        #expect(!broken.succeeded)
        let specError = "\(specFile.path):8:9: error: unknown state 'idel'; did you mean 'idle'?"
        #expect(broken.output.split(separator: "\n").filter { $0 == specError }.count == 1, "\(broken.output)")
        try spec.write(to: specFile, atomically: true, encoding: .utf8)

        // A test of the user's own that imports the target without `@testable` cannot see the
        // internal machine: the build fails, and the plugin points at the import and at `access`.
        let ownTest = shop.appendingPathComponent("Tests/UploadTests/UploadMachineStartTests.swift")
        let plainImport = "import Testing\nimport Upload\n\n@Test func startsIdle() { #expect(UploadMachine.State.initial == .idle) }\n"
        try plainImport.write(to: ownTest, atomically: true, encoding: .utf8)
        let hidden = try SwiftBuild.run(in: shop, command: "build", ["--build-tests"])
        #expect(!hidden.succeeded)
        #expect(hidden.output.contains("cannot find 'UploadMachine' in scope"), "\(hidden.output)")
        let note =
            "warning: Tests/UploadTests/UploadMachineStartTests.swift:2: 'UploadMachine' is internal, so this plain 'import Upload' "
            + "does not see it: write '@testable import Upload' (debug builds), or set { \"access\": \"public\" } in "
            + "Sources/Upload/statemachine-gen.json\n"
        #expect(hidden.output.contains(note), "\(hidden.output)")
        try plainImport.replacingOccurrences(of: "\nimport Upload", with: "\n@testable import Upload").write(
            to: ownTest, atomically: true, encoding: .utf8)

        let tested = try SwiftBuild.run(in: shop, command: "test")
        #expect(tested.succeeded, "\(tested.output)")
        for suite in ["CheckoutTransitionTable", "CheckoutScenarios", "UploadMachineTransitionTable", "UploadMachineScenarios"] {
            #expect(tested.output.contains("Suite \(suite) passed"), "\(suite): \(tested.output)")
        }
        #expect(!tested.output.contains("warning: "), "\(tested.output)")
    }

    private func addStateMachine(_ name: String, to target: String, in package: URL) throws -> SwiftBuild.Result {
        let run = try SwiftBuild.run(
            in: package, command: "package", ["--allow-writing-to-package-directory", "add-state-machine", "--target", target, name])
        #expect(run.succeeded, "\(run.output)")
        return run
    }

    private func write(_ manifest: String, to package: URL) throws {
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    /// The README's manifest, the dependency by path; with `upload`, the target `add-target`
    /// made and a test target for it, the plugin applied to both.
    private func manifest(tool: URL, upload: Bool) -> String {
        let plugin = "plugins: [.plugin(name: \"StateMachinePlugin\", package: \"statemachine-gen\")]"
        let uploadTargets =
            upload
            ? """
                    .target(name: "Upload", \(plugin)),
                    .testTarget(name: "UploadTests", dependencies: ["Upload"], \(plugin)),
            """ : ""
        return """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [
                    .package(path: "\(tool.path)"),
                ],
                targets: [
                    .target(
                        name: "Shop",
                        \(plugin)),
                    .testTarget(
                        name: "ShopTests",
                        dependencies: ["Shop"],
                        \(plugin)),
            \(uploadTargets)
                ]
            )

            """
    }
}
