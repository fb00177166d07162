import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A generated call or declaration too long for a 120-column line wraps one argument (or
/// parameter) per line, the way a person would write it, rather than running off the right.
@Suite struct GeneratedCallWrappingTests {
    static let spec = """
        machine Checkout
        context { checkoutIdentifier: String, quoteRevisionNumber: Int }
        initial draft
        state draft
        state submitting(operationIdentifier: String)
        event submitTapped(operationIdentifier: String)
        effect submit(checkoutIdentifier: String, quoteRevisionNumber: Int, operationIdentifier: String)
        draft on submitTapped(op) -> submitting(op) / submit(checkoutIdentifier, quoteRevisionNumber, op)
        submitting on submitTapped ignore

        """

    private func emitted(_ spec: String) throws -> String {
        let machine = try #require(Pipeline.check(SourceFile(path: "checkout.sm", text: spec)).machine)
        return SwiftMachineEmitter.emit(machine).contents
    }

    @Test func aLongEffectCallListsItsArgumentsOnePerLine() throws {
        Snippet.expect(
            """
                            state = .submitting(operationIdentifier: operationIdentifier)
                            return .transitioned(effects: [
                                .submit(
                                    checkoutIdentifier: context.checkoutIdentifier,
                                    quoteRevisionNumber: context.quoteRevisionNumber,
                                    operationIdentifier: operationIdentifier),
                            ])
            """, in: try emitted(Self.spec))
    }

    /// With an exit, the row's effects pass through `transition(_:to:effects:context:)`, whose
    /// declaration with a context is longer than a line too.
    @Test func throughTheTransitionHelperTooAndItsDeclaration() throws {
        let text = try emitted(Self.spec + "effect beep\nexit draft / beep\n")
        Snippet.expect(
            """
                            return .transitioned(effects: Self.transition(
                                &state, to: .submitting(operationIdentifier: operationIdentifier),
                                effects: [
                                    .submit(
                                        checkoutIdentifier: context.checkoutIdentifier,
                                        quoteRevisionNumber: context.quoteRevisionNumber,
                                        operationIdentifier: operationIdentifier),
                                ],
                                context: context))
            """, in: text)
        Snippet.expect(
            """
                private static func transition(
                    _ state: inout State, to next: State, effects: [Effect], context: Context
                ) -> [Effect] {
            """, in: text)
    }
}
