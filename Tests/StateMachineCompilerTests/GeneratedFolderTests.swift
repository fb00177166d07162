import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// `Generated/` is checked in for review; it must be exactly what the generator writes
/// today, or reviewers read something that is not built.
@Suite struct GeneratedFolderTests {
    static let refreshCommand = "swift package --allow-writing-to-package-directory generate-state-machines"

    @Test(arguments: ["checkout", "favorite", "pricing"])
    func theCheckedInMachineIsWhatTheGeneratorWrites(_ name: String) throws {
        // specs/statemachine-gen.json makes the examples public, as the plugin builds them.
        // The location directives name the spec relative to the package, as the command plugin runs.
        let emitted = SwiftMachineEmitter.emit(try ExampleSpecs.machine(name), access: .public, specPath: "specs/\(name).sm")
        try expectGolden(emitted)
    }

    /// ExampleMachines depends on StateMachineRuntime, so the plugin adds the conformances.
    @Test(arguments: ["checkout", "favorite", "pricing"])
    func theCheckedInConformanceIsWhatTheGeneratorWrites(_ name: String) throws {
        try expectGolden(RuntimeConformanceEmitter.emit(try ExampleSpecs.machine(name), access: .public))
    }

    /// The runtime tests' own machine, from its target folder (public by its configuration).
    @Test func theRuntimeTestMachineIsWhatTheGeneratorWrites() throws {
        let quote = try ExampleSpecs.packageMachine("Tests/RuntimeTestMachines/quote.sm")
        try expectGolden(SwiftMachineEmitter.emit(quote, access: .public, specPath: "Tests/RuntimeTestMachines/quote.sm"))
        try expectGolden(RuntimeConformanceEmitter.emit(quote, access: .public))
        try expectGolden(SwiftTestsEmitter.emit(Pipeline.plan(quote), module: "RuntimeTestMachines"))
    }

    private func expectGolden(_ file: GeneratedFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let path = PackageFiles.root.appendingPathComponent("Generated/\(file.name)").path
        let checkedIn = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        guard let checkedIn, checkedIn == file.contents else {
            Issue.record(
                """
                Generated/\(file.name) is stale; refresh it with `\(Self.refreshCommand)`.
                \(LineDiff(expected: checkedIn ?? "", actual: file.contents))
                """, sourceLocation: sourceLocation)
            return
        }
    }
}

/// The README and the documentation's articles show the examples, their diagrams and
/// generated scenarios; they must match the files.
@Suite struct DocumentationExampleTests {
    static let language = "Documentation/statemachine-gen.docc/Language.md"
    static let generatedTests = "Documentation/statemachine-gen.docc/GeneratedTests.md"

    func text(_ path: String) throws -> String {
        try String(contentsOf: PackageFiles.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: [
        ("README.md", "specs/checkout.sm"), ("README.md", "Generated/checkout.mmd"),
        (language, "specs/checkout.sm"), (language, "specs/favorite.sm"), (language, "specs/pricing.sm"),
        (language, "specs/articles.sm"), (language, "Generated/checkout.mmd"), (language, "Generated/favorite.mmd"),
        (language, "Generated/pricing.mmd"), (language, "Generated/articles.mmd"),
        (generatedTests, "Generated/checkout.matrix.md"),
    ])
    func theDocumentEmbedsTheCurrentText(_ document: String, _ path: String) throws {
        let embedded = try text(path).trimmingCharacters(in: .newlines)
        #expect(try text(document).contains(embedded), "\(document) no longer shows \(path) as it is")
    }

    /// The README's excerpt of the upload example is lines of `specs/upload.sm` as they are.
    @Test func theReadmeQuotesTheUploadSpecAsItIs() throws {
        let readme = try text("README.md")
        let start = try #require(readme.range(of: "```sm\nduring uploading"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        let quoted = readme[start.lowerBound..<end.lowerBound].split(separator: "\n").dropFirst()
        let lines = Set(try text("specs/upload.sm").split(separator: "\n"))
        #expect(quoted.count == 3)
        for line in quoted { #expect(lines.contains(line), "specs/upload.sm no longer has \(line)") }
    }

    /// "Generated tests and scenarios" shows a path and a stale-result scenario of checkout
    /// as they are in `Generated/checkout.scenarios.swift`.
    @Test(arguments: [
        "draftSubmittingReconcilingConfirmed", "draftSubmittingRejectedSubmittingStaleSubmitAcceptedRejectedCurrentSubmitAcceptedConfirmed",
    ])
    func theArticleShowsTheScenarioAsGenerated(_ function: String) throws {
        let lines = try text("Generated/checkout.scenarios.swift").components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "    func \(function)() {"), "no \(function) in the scenarios")
        let end = try #require(lines[start...].firstIndex(of: "    }"))
        let test = lines[(start - 1)...end].joined(separator: "\n")
        #expect(try text(Self.generatedTests).contains(test), "\(Self.generatedTests) no longer shows \(function) as generated")
    }
}
