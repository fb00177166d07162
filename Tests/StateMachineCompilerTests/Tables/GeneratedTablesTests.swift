import Foundation
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler
@testable import StateMachineDiagrams

/// `Generated/NAME.tests.swift`, `NAME.scenarios.swift` and `NAME.matrix.md` are checked in
/// for review next to the machine; they must be exactly what the emitters write today.
@Suite struct GeneratedTablesTests {
    /// The module the plugin builds the examples into.
    static let module = "ExampleMachines"

    @Test(arguments: ["checkout", "favorite", "pricing", "upload"])
    func theCheckedInTableIsWhatTheEmitterWrites(_ name: String) throws {
        let emitted = SwiftTestsEmitter.emit(Pipeline.plan(try ExampleSpecs.machine(name)), module: Self.module, runtime: true)
        #expect(emitted.name == "\(name).tests.swift")
        expectCheckedIn(emitted)
    }

    @Test(arguments: ["checkout", "favorite", "pricing", "upload"])
    func theCheckedInScenariosAreWhatTheEmitterWrites(_ name: String) throws {
        let emitted = SwiftScenariosEmitter.emit(Pipeline.plan(try ExampleSpecs.machine(name)), module: Self.module)
        #expect(emitted.name == "\(name).scenarios.swift")
        expectCheckedIn(emitted)
    }

    @Test(arguments: ["checkout", "favorite", "pricing", "upload"])
    func theCheckedInMatrixIsWhatTheEmitterWrites(_ name: String) throws {
        let machine = try ExampleSpecs.machine(name)
        let fileName = MarkdownMatrixEmitter.fileName(forSpec: machine.specFileName)
        #expect(fileName == "\(name).matrix.md")
        expectCheckedIn(GeneratedFile(name: fileName, contents: MarkdownMatrixEmitter.emit(Pipeline.planMatrix(machine))))
    }

    private func expectCheckedIn(_ emitted: GeneratedFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let path = PackageFiles.root.appendingPathComponent("Generated/\(emitted.name)").path
        let checkedIn = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(
            checkedIn == emitted.contents,
            """
            Generated/\(emitted.name) is stale; refresh it with `\(GeneratedFolderTests.refreshCommand)`.
            \(LineDiff(expected: checkedIn, actual: emitted.contents))
            """, sourceLocation: sourceLocation)
    }
}
