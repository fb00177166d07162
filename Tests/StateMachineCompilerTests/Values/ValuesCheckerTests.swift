import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// Errors for ordering comparisons and arithmetic, each at its marker.
@Suite struct ValuesCheckerTests {
    static let header = """
        machine Meter
        context { limit: Int, small: UInt8, price: Double, label: String, cap: Int?, money: Money }
        initial idle
        state idle
        state counting(n: Int)
        event tick(by: Int)
        event tag(name: String)
        effect log(value: Int)

        """

    @Test func theRetrySpecChecksWithoutDiagnostics() {
        let result = Pipeline.check(SourceFile(path: "retry.sm", text: ValuesSpecs.retry))
        #expect(result.diagnostics.isEmpty, "\(result.summaries)")
    }

    @Test func comparisonsDoNotChain() {
        expectDiagnostics(
            Self.header + "counting(n) on tick(b) [n < b 1️⃣< limit] -> idle\n",
            [
                .error("1️⃣", .chainedComparison, "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'")
            ])
    }

    @Test func anEqualityDoesNotChainWithAnOrdering() {
        expectDiagnostics(
            Self.header + "counting(n) on tick(b) [n <= b 1️⃣== true] -> idle\n",
            [
                .error("1️⃣", .chainedComparison, "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'")
            ])
    }

    @Test func anOptionalCannotBeOrderedAndTheHintSaysWhatToDo() {
        expectDiagnostics(
            Self.header + "counting(n) on tick [cap 1️⃣> n] -> idle\n",
            [
                .error("1️⃣", .typeMismatch, "binary operator '>' cannot compare 'Int?' with 'Int'")
            ])
        expectDiagnostics(
            Self.header + "counting on tick [cap 1️⃣>= 3] -> idle\n",
            [
                .error(
                    "1️⃣", .typeMismatch, "binary operator '>=' cannot order optional type 'Int?'",
                    notes: [.note("1️⃣", "declare the value non-optional, or compare it with '== nil' in an earlier row")])
            ])
    }

    @Test func aUsersOwnTypeCannotBeOrdered() {
        expectDiagnostics(
            Self.header + "counting on tick [money 1️⃣< money] -> idle\n",
            [
                .error(
                    "1️⃣", .typeMismatch, "binary operator '<' cannot order values of type 'Money'",
                    notes: [
                        .note(
                            "1️⃣",
                            "ordering is checked only for the integer types, Double, Float, Decimal, String and Date; compare a field of one of them"
                        )
                    ])
            ])
    }

    @Test func orderingNeedsOneTypeOnBothSides() {
        expectDiagnostics(
            Self.header + "idle on tag(s) [s 1️⃣< limit] -> idle\n",
            [
                .error("1️⃣", .typeMismatch, "binary operator '<' cannot compare 'String' with 'Int'")
            ])
        expectDiagnostics(
            Self.header + "idle on tag(s) [s 1️⃣< 3] -> idle\n",
            [
                .error("1️⃣", .typeMismatch, "integer literal is not compatible with type 'String'")
            ])
    }

    @Test func stringsDoublesAndLiteralsOrder() {
        expectNoError("idle on tag(s) [s < label && price >= 2 && small > 200] -> idle\n")
    }

    @Test func arithmeticIsForIntegersOfOneType() {
        expectDiagnostics(
            Self.header + "idle on tag(s) -> counting(s 1️⃣+ 1)\n",
            [
                .error(
                    "1️⃣", .typeMismatch, "binary operator '+' cannot be applied to a value of type 'String'",
                    notes: [.note("1️⃣", "'+' and '-' work on the integer types only")])
            ])
        expectDiagnostics(
            Self.header + "idle on tick(b) [small 1️⃣- b > 0] -> idle\n",
            [
                .error(
                    "1️⃣", .typeMismatch, "binary operator '-' cannot be applied to operands of type 'UInt8' and 'Int'",
                    notes: [.note("1️⃣", "convert one side in the code that sends the event, or declare both with one type")])
            ])
    }

    @Test func anAddedLiteralMustFitTheType() {
        expectDiagnostics(
            Self.header + "idle on tick [small + 1️⃣256 > 0] -> idle\n",
            [
                .error("1️⃣", .literalOutOfRange, "integer literal '256' overflows when stored into 'UInt8'")
            ])
        expectDiagnostics(
            Self.header + "idle on tick [small 1️⃣< -1] -> idle\n",
            [
                .error("1️⃣", .typeMismatch, "negative integer '-1' overflows when stored into unsigned type 'UInt8'")
            ])
    }

    @Test func twoLiteralsAreWrittenAsOne() {
        expectDiagnostics(
            Self.header + "idle on tick -> counting(2️⃣1 1️⃣+ 2)\n",
            [
                .error(
                    "1️⃣", .typeMismatch, "binary operator '+' needs a name or context field on one side",
                    notes: [.note("2️⃣", "write the result as one literal")])
            ])
    }

    @Test func aSumMustMatchTheParameterItIsPassedAs() {
        expectDiagnostics(
            Self.header + "idle on tick(b) -> idle / log(1️⃣small + 1)\n",
            [
                .error("1️⃣", .typeMismatch, "cannot pass a value of type 'UInt8' as 'Int' for parameter 'value'")
            ])
    }

    @Test func minusAfterAValueSubtractsAndElsewhereStartsANegativeLiteral() {
        // `n -1` subtracts (as `n - 1`); `(-1)` is still a literal.
        expectNoError("counting(n) on tick [n -1 > limit] -> counting(-1) / log(n-1)\n")
    }

    /// (A state's label may not spell a state: its accessor would clash with the case.)
    @Test func sensitiveIsAWordOnlyAfterAFieldsType() throws {
        let spec = """
            machine Vault
            context { sensitive: Bool, key: String sensitive, sensitive2: Int }
            initial sensitive
            state sensitive
            state open(secret: String sensitive, note: String)
            event sensitive(sensitive: Bool)
            effect log(sensitive: String sensitive)
            sensitive on sensitive(s) [s && sensitive] -> open(key, "x") / log(key)

            """
        let result = Pipeline.check(SourceFile(path: "vault.sm", text: spec))
        let machine = try #require(result.machine, "\(result.summaries)")
        #expect(machine.context?.map(\.isSensitive) == [false, true, false])
        #expect(machine.states[1].parameters.map(\.isSensitive) == [true, false])
        #expect(machine.events[0].parameters.map(\.isSensitive) == [false])
        #expect(machine.effects[0].parameters.map(\.isSensitive) == [true])
    }

    private func expectNoError(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = Pipeline.check(SourceFile(path: "meter.sm", text: Self.header + body))
        #expect(result.machine != nil, "\(result.summaries)", sourceLocation: sourceLocation)
    }

    @Test func anOrderingThatMakesNoSenseIsReportedAtTheOperator() {
        expectDiagnostics(
            Self.header + "idle on tick [true 1️⃣< false] -> idle\n",
            [
                .error("1️⃣", .typeMismatch, "binary operator '<' cannot compare these two literals")
            ])
    }
}
