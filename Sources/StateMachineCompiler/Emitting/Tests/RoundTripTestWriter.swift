/// Writes, for a machine whose values are persisted (durable, or `codable`), the test that every
/// state sample and every durable effect of the table encodes to JSON and decodes to itself:
/// the round trip a journal restoring them relies on.
struct RoundTripTestWriter {
    let machineName: String

    /// `states` and `effects`: the values as the table spells them.
    func write(states: [String], effects: [String], into writer: inout SwiftCodeWriter) {
        writer.line("/// Encodes each state sample\(effects.isEmpty ? "" : " and each durable effect") of the table as JSON, as a journal")
        writer.line("/// writes them, and decodes it: each must come back equal, or a restored machine would differ.")
        writer.block("@Test func persistedValuesRoundTrip() throws {") { writer in
            writeLoop(name: "state", type: "State", values: states, into: &writer)
            if !effects.isEmpty { writeLoop(name: "effect", type: "Effect", values: effects, into: &writer) }
        }
    }

    private func writeLoop(name: String, type: String, values: [String], into writer: inout SwiftCodeWriter) {
        writer.block("let \(name)s: [\(machineName).\(type)] = [", closing: "]") { writer in
            for value in values { writer.line(value + ",") }
        }
        writer.block("for \(name) in \(name)s {") { writer in
            let decoded = "try JSONDecoder().decode(\(machineName).\(type).self, from: JSONEncoder().encode(\(name)))"
            writer.line("#expect(\(decoded) == \(name), \"\\(\(name))\")")
        }
    }
}
