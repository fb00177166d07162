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

    @Test(arguments: [
        (Pipeline.Product.tests(module: "M"), false, "the generated tests")
    ])
    func aRunThatCannotHandleRegionsRefusesAtTheFirstRegion(product: Pipeline.Product, runtime: Bool, consumer: String) throws {
        let configuration = RunConfiguration(emit: EmitOptions(runtime: runtime))
        let run = Pipeline.run([Self.spec.file], configuration, producing: product)
        let location = try #require(Self.spec.location("1️⃣"))
        #expect(
            run.specs[0].summaries.filter { $0.contains("error") } == ["\(location): error: regions are not yet supported by \(consumer)"])
        #expect(run.files.isEmpty)
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

    @Test func checkingAloneAcceptsTheMachine() {
        #expect(Pipeline.run([Self.spec.file], RunConfiguration()).succeeded)
    }
}
