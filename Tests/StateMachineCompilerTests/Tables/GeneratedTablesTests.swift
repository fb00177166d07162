import Foundation
import Testing
@testable import StateMachineCompiler

/// `Generated/NAME.tests.swift` is checked in for review next to the machine; it must be
/// exactly what the tests emitter writes today.
@Suite struct GeneratedTablesTests {
    /// The module the plugin builds the examples into.
    static let module = "ExampleMachines"

    @Test(arguments: ["checkout", "favorite", "pricing"])
    func theCheckedInTableIsWhatTheEmitterWrites(_ name: String) throws {
        let emitted = SwiftTestsEmitter.emit(try ExampleSpecs.machine(name), module: Self.module)
        #expect(emitted.name == "\(name).tests.swift")
        let path = ExampleSpecs.packageRoot.appendingPathComponent("Generated/\(emitted.name)").path
        let checkedIn = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(
            checkedIn == emitted.contents,
            """
            Generated/\(emitted.name) is stale; refresh it with `\(GeneratedFolderTests.refreshCommand)`.
            \(LineDiff(expected: checkedIn, actual: emitted.contents))
            """)
    }
}
