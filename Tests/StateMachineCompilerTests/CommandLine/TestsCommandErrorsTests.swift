import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A `swift build --build-tests` runs `generate` for the spec's target and `tests` for its test
/// target: the plugin's `tests` run (`--summarize-errors`) fails without a second copy of the
/// errors that `generate` prints, while `statemachine-gen tests` typed by hand still lists them.
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

    @Test func thePluginsTestsRunFailsWithOneLineAndNoCopyOfTheErrors() throws {
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
        #expect(tests.status == .specErrors)
        #expect(
            tests.errors == "statemachine-gen: no transition tests for \(spec): its errors are reported where its machine is generated\n")
        #expect(!FileManager.default.fileExists(atPath: output + "/door.tests.swift"))
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
