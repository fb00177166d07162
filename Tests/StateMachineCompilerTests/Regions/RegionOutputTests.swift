import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Every output handles a machine with regions: none refuses it (`diff` is tested with the
/// other diff tests, `DiffRegionTests`).
@Suite struct RegionOutputTests {
    static let spec = MarkedSpec(
        """
        machine M
        state a
        state b
        state x
        region one = a, b
        region two = x
        event e
        initial a, x
        a on e -> b

        """)

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
