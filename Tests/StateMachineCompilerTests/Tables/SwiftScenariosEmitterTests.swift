import Testing

@testable import StateMachineCompiler

@Suite struct SwiftScenariosEmitterTests {
    @Test func theFileIsNamedFromTheSpecAlone() {
        #expect(SwiftScenariosEmitter.fileName(forSpec: "specs/checkout.sm") == "checkout.scenarios.swift")
        #expect(SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop").name == "checkout.scenarios.swift")
    }

    @Test func theOutputIsTheSameOnEveryRun() {
        #expect(
            SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop")
                == SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop")
        )
    }

    @Test func aMachineWithoutContextWalksWithoutOne() {
        let text = SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop").contents
        #expect(text.contains("        var walk = Walk(from: .idle(confirmed: true))\n"))
        #expect(text.contains("let actual = Favorite.reduce(&state, on: event)\n"))
        #expect(!text.contains("context"))
    }

    @Test func eachStepNamesTheRowThatFiresAndWhyItIsThere() {
        let text = SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop").contents
        // Too wide for one line: one argument per line, the comment after the last.
        #expect(
            text.contains(
                """
                        walk.send(
                            .submitAccepted(operationID: uuid2, orderID: uuid3),
                            expecting: .rejected,
                            then: .submitting(operationID: uuid4))  // stale: carries the op of the earlier submitting

                """))
        #expect(text.contains("  // the same event again; checkout.sm:38\n"))
    }
}
