import Foundation
import Testing
import StateMachineCompiler

/// `Generated/` is checked in for review; it must be exactly what the generator writes
/// today, or reviewers read something that is not built.
@Suite struct GeneratedFolderTests {
    static let refreshCommand = "swift package --allow-writing-to-package-directory generate-state-machines"

    @Test(arguments: ["checkout", "favorite"])
    func theCheckedInMachineIsWhatTheGeneratorWrites(_ name: String) throws {
        // specs/statemachine-gen.json makes the examples public, as the plugin builds them.
        let emitted = SwiftMachineEmitter.emit(try ExampleSpecs.machine(name), access: .public)
        try expectGolden(emitted)
    }

    private func expectGolden(_ file: GeneratedFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let path = ExampleSpecs.packageRoot.appendingPathComponent("Generated/\(file.name)").path
        let checkedIn = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        guard let checkedIn, checkedIn == file.contents else {
            Issue.record("""
                Generated/\(file.name) is stale; refresh it with `\(Self.refreshCommand)`.
                \(LineDiff.describe(expected: file.contents, actual: checkedIn ?? ""))
                """, sourceLocation: sourceLocation)
            return
        }
    }
}
