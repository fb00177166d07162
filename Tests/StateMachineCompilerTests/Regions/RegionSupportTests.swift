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
        (Pipeline.Product.tests(module: "M"), "the generated tests"), (.machines, "the Swift emitter"),
    ])
    func aRunThatCannotHandleRegionsRefusesAtTheFirstRegion(product: Pipeline.Product, consumer: String) throws {
        let run = Pipeline.run([Self.spec.file], RunConfiguration(), producing: product)
        let location = try #require(Self.spec.location("1️⃣"))
        #expect(
            run.specs[0].summaries.filter { $0.contains("error") } == ["\(location): error: regions are not yet supported by \(consumer)"])
        #expect(run.files.isEmpty)
    }

    @Test func checkingAloneAcceptsTheMachine() {
        #expect(Pipeline.run([Self.spec.file], RunConfiguration()).succeeded)
    }
}
