import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A `swift build --build-tests` runs `generate` for the spec's target and `tests` for its test
/// target: the plugin's `tests` run (`--summarize-errors`) writes files without tests and no
/// second copy of the errors that `generate` prints and fails on; SwiftPM stops at its first
/// failing command, in an order of its own, so a failing `tests` could hide them. Typed by hand,
/// `statemachine-gen tests` still lists them.
@Suite struct TestsCommandErrorsTests {
    let commandLine = CommandLineTests()

    static let spec = """
        machine Door
        initial closd
        state closed
        state open
        event push
        closed on push -> open

        """

    @Test func thePluginsTestsRunWritesNoTestsAndLeavesTheErrorsToGenerate() throws {
        let directory = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try commandLine.write(Self.spec, "door.sm", in: directory)
        let output = directory.appendingPathComponent("out").path
        let generate = BuildToolTests().run(["generate", spec, "--output", output])
        let error = "\(spec):2:9: error: unknown state 'closd'; did you mean 'closed'?"
        #expect(generate.status == .specErrors)
        #expect(generate.errors.contains(error), "\(generate.errors)")
        // The arguments `GenerationPlan` passes for a test target.
        let tests = BuildToolTests().run(["tests", spec, "--module", "Doors", "--output", output, "--summarize-errors"])
        #expect(tests.status == .success)
        #expect(tests.errors == "")
        let placeholder = "// No tests: door.sm has errors, which the build reports where its machine is generated.\n"
        #expect(try String(contentsOfFile: output + "/door.tests.swift", encoding: .utf8) == placeholder)
        #expect(try String(contentsOfFile: output + "/door.scenarios.swift", encoding: .utf8) == placeholder)
    }

    @Test func testsTypedByHandStillListsTheErrors() throws {
        let directory = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try commandLine.write(Self.spec, "door.sm", in: directory)
        let tests = BuildToolTests().run(["tests", spec, "--module", "Doors", "--output", directory.path])
        #expect(tests.status == .specErrors)
        #expect(tests.errors.contains("\(spec):2:9: error: unknown state 'closd'; did you mean 'closed'?"), "\(tests.errors)")
    }
}
