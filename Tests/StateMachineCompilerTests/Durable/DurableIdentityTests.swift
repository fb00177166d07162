import StateMachineCompiler
import StateMachineFormatter
import StateMachineTestSupport
import Testing

/// `durable(label)`: the effect's payload field whose value is its operation's identity and so
/// its idempotency key, one identity in the machine and at the server.
@Suite struct DurableIdentityTests {
    static let spec = """
        machine Outbox
        initial idle
        state idle
        state sending(operationID: UUID)
        event send(operationID: UUID, note: String)
        event sent
        effect deliver(note: String, operationID: UUID) durable(operationID)
        effect confirm(reference: String) durable(reference)
        effect poll(operationID: UUID) durable
        effect log(note: String)
        idle on send(op, n) -> sending(op) / deliver(n, op), confirm("r"), poll(op), log(n)
        sending on sent -> idle

        """

    @Test func theLabelIsTheIdentityOfItsEffectsOperations() throws {
        let outbox = try #require(Pipeline.check(SourceFile(path: "outbox.sm", text: Self.spec)).machine)
        #expect(outbox.effects.map(\.durableIdentity) == ["operationID", "reference", nil, nil])
        #expect(outbox.effects.map(\.isDurable) == [true, true, true, false])
    }

    @Test func theConformanceReturnsThatFieldsValueAsTheIdempotencyKey() throws {
        let outbox = try #require(Pipeline.check(SourceFile(path: "outbox.sm", text: Self.spec)).machine)
        let expected = """

                /// The value of the field each `durable(label)` effect names: its operation's idempotency key.
                static func idempotencyKey(of effect: Effect) -> String? {
                    switch effect {
                    case .deliver(_, let operationID): operationID.uuidString
                    case .confirm(let reference): reference
                    case .poll, .log: nil
                    }
                }
            }

            """
        #expect(RuntimeConformanceEmitter.emit(outbox).contents.hasSuffix(expected))
    }

    @Test func aMachineWhoseEffectsNameNoIdentityKeepsItsConformance() throws {
        let plain = Self.spec.replacingOccurrences(of: " durable(operationID)", with: " durable")
            .replacingOccurrences(of: " durable(reference)", with: "")
        let outbox = try #require(Pipeline.check(SourceFile(path: "outbox.sm", text: plain)).machine)
        #expect(!RuntimeConformanceEmitter.emit(outbox).contents.contains("idempotencyKey"))
    }

    @Test func theLabelMustBeAFieldOfTheEffectThatCanBeAKey() {
        expectDiagnostics(
            """
            machine Outbox
            initial idle
            state idle
            event go(operationID: UUID)
            effect deliver(operationID: UUID, attempt: Int) durable(1️⃣operationId)
            effect retry(operationID: UUID, attempt: Int) durable(2️⃣attempt)
            idle on go(op) -> idle / deliver(op, 1), retry(op, 2)

            """,
            [
                .error(
                    "1️⃣", .durableIdentity,
                    "effect 'deliver' has no payload label 'operationId' to be its operation's identity; did you mean 'operationID'?"),
                .error(
                    "2️⃣", .durableIdentity,
                    "the identity 'attempt' must be a UUID or a String, not 'Int': its value is the operation's idempotency key"),
            ])
    }

    @Test func theParenthesesMustHoldOneLabel() {
        let result = Pipeline.check(
            SourceFile(path: "outbox.sm", text: "machine M\ninitial a\nstate a\nevent e\neffect f(id: UUID) durable()\n"))
        #expect(
            result.diagnostics.map(\.message) == [
                "expected payload label naming the operation's identity after 'durable(', found ')'"
            ])
    }

    @Test func theFormatterKeepsTheLabel() {
        guard case .formatted(let formatted) = SpecFormatter.format(Pipeline.parse(SourceFile(path: "outbox.sm", text: Self.spec)))
        else {
            Issue.record("the spec did not format")
            return
        }
        #expect(formatted.contains("effect deliver(note: String, operationID: UUID) durable(operationID)\n"))
        #expect(formatted.contains("effect confirm(reference: String) durable(reference)\n"))
    }
}
