import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The generated tests of a durable (or `codable`) machine encode and decode every state sample
/// and every durable effect of the table, the round trip its journal relies on; a machine that
/// persists nothing gets no such test. Expected text written by hand.
@Suite struct RoundTripTestEmitterTests {
    static let spec = """
        machine Save
        initial idle
        state idle
        state saving(operationID: UUID)
        event tapped(operationID: UUID)
        event saved(operationID: UUID)
        effect save(operationID: UUID) durable(operationID)
        effect log
        idle on tapped(op) -> saving(op) / save(op), log
        saving(op) on saved(op) -> idle

        """

    private func tests(_ spec: String, codable: Bool = false) throws -> String {
        let machine = try #require(Pipeline.check(SourceFile(path: "save.sm", text: spec)).machine)
        return SwiftTestsEmitter.emit(Pipeline.plan(machine), module: "M", codable: codable).contents
    }

    @Test func aDurableMachineChecksEachStateAndDurableEffectRoundTrips() throws {
        let text = try tests(Self.spec)
        #expect(
            text.contains(
                """
                    /// Encodes each state sample and each durable effect of the table as JSON, as a journal
                    /// writes them, and decodes it: each must come back equal, or a restored machine would differ.
                    @Test func persistedValuesRoundTrip() throws {
                        let states: [Save.State] = [
                            .idle,
                            .saving(operationID: uuid1),
                        ]
                        for state in states {
                            #expect(try JSONDecoder().decode(Save.State.self, from: JSONEncoder().encode(state)) == state, "\\(state)")
                        }
                        let effects: [Save.Effect] = [
                            .save(operationID: uuid1),
                        ]
                        for effect in effects {
                            #expect(try JSONDecoder().decode(Save.Effect.self, from: JSONEncoder().encode(effect)) == effect, "\\(effect)")
                        }
                    }

                """), "\(text)")
    }

    @Test func aCodableMachineChecksItsStates() throws {
        let plain = Self.spec.replacingOccurrences(of: " durable(operationID)", with: "")
        #expect(
            try tests(plain, codable: true).contains(
                "@Test func persistedValuesRoundTrip() throws {\n        let states: [Save.State] = [\n"))
        #expect(try !tests(plain, codable: true).contains("let effects: [Save.Effect]"))
    }

    @Test func aMachineThatPersistsNothingHasNoRoundTrip() throws {
        let plain = Self.spec.replacingOccurrences(of: " durable(operationID)", with: "")
        #expect(try !tests(plain).contains("RoundTrip"))
    }
}
