import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// What cannot handle regions yet says so at the first region, instead of emitting a machine
/// that treats every region's states as one enum.
@Suite struct RegionSupportTests {
    static let spec = MarkedSpec(
        """
        machine M
        state a
        state b
        state x
        region 1️⃣one = a, b
        region two = x
        event e
        initial a, x
        a on e -> b

        """)

    /// `diff` compares one state of one enum at a time, so it refuses a machine with regions.
    @Test func diffRefusesAMachineWithRegionsAtTheFirstRegion() throws {
        let result = RegionSupport.refusing(Pipeline.check(Self.spec.file), in: .diff)
        let location = try #require(Self.spec.location("1️⃣"))
        #expect(result.machine == nil)
        #expect(result.summaries.filter { $0.contains("error") } == ["\(location): error: regions are not yet supported by 'diff'"])
    }

    /// The Swift machine file handles regions: `generate` without `--runtime` writes it.
    @Test func theMachineFileIsWrittenForAMachineWithRegions() {
        let run = Pipeline.run([Self.spec.file], RunConfiguration(), producing: .machines)
        #expect(!run.specs[0].hasErrors)
        #expect(run.files.flatMap { $0 }.map(\.name) == ["test.swift"])
    }

    /// The runtime conformance handles regions too: `generate --runtime` writes both files.
    @Test func theRuntimeConformanceIsWrittenForAMachineWithRegions() {
        let run = Pipeline.run([Self.spec.file], RunConfiguration(emit: EmitOptions(runtime: true)), producing: .machines)
        #expect(!run.specs[0].hasErrors)
        #expect(run.files.flatMap { $0 }.map(\.name) == ["test.swift", "test+StateMachine.swift"])
    }

    /// The transition table handles regions: `tests` without `--runtime` writes the table and the
    /// scenarios file (which says it has no walks for regions yet).
    @Test func theTestsAreWrittenForAMachineWithRegions() {
        let run = Pipeline.run([Self.spec.file], RunConfiguration(), producing: .tests(module: "M"))
        #expect(!run.specs[0].hasErrors)
        #expect(run.files.flatMap { $0 }.map(\.name) == ["test.tests.swift", "test.scenarios.swift"])
    }

    /// With `--runtime`, the tests are written too: the table and the scenarios file.
    @Test func theTestsAreWrittenWithTheRuntimeForAMachineWithRegions() {
        let run = Pipeline.run([Self.spec.file], RunConfiguration(emit: EmitOptions(runtime: true)), producing: .tests(module: "M"))
        #expect(!run.specs[0].hasErrors)
        #expect(run.files.flatMap { $0 }.map(\.name) == ["test.tests.swift", "test.scenarios.swift"])
    }

    @Test func checkingAloneAcceptsTheMachine() {
        #expect(Pipeline.run([Self.spec.file], RunConfiguration()).succeeded)
    }
}
