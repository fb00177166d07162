extension RuntimeConformanceEmitter {
    /// Tells a store with a journal which effects to record, and under which name.
    static func writeDurableConformance(_ machine: Machine, modifier: String, into writer: inout SwiftCodeWriter) {
        let name = SwiftSyntax.identifier(machine.name)
        writer.line()
        writer.line("/// The spec declares durable effects: a `MachineJournal` records them before they start.")
        writer.block("extension \(name): StateMachineRuntime.DurableStateMachine {") { writer in
            writer.line("/// Names this machine in its journals.")
            writer.line("\(modifier)static var specIdentity: String { \(SwiftSyntax.stringLiteral(machine.name)) }")
            writer.line()
            writer.line("/// Fingerprints the shapes its journal's records hold (states, context, durable effects).")
            writer.line(
                "\(modifier)static var persistedShapes: String { \(SwiftSyntax.stringLiteral(PersistedShapes.journal(of: machine).fingerprint)) }"
            )
            writer.line()
            writer.line("/// Whether the spec declares `effect` `durable`.")
            writer.block("\(modifier)static func isDurable(_ effect: Effect) -> Bool {") { writer in
                let durable = machine.effects.filter(\.isDurable).map { "." + SwiftSyntax.identifier($0.name) }
                let other = machine.effects.filter { !$0.isDurable }.map { "." + SwiftSyntax.identifier($0.name) }
                writer.line("switch effect {")
                writer.line("case \(durable.joined(separator: ", ")): true")
                if !other.isEmpty { writer.line("case \(other.joined(separator: ", ")): false") }
                writer.line("}")
            }
            if machine.effects.contains(where: { $0.durableIdentity != nil }) {
                writeIdempotencyKeys(machine, modifier: modifier, into: &writer)
            }
        }
    }

    /// Each `durable(label)` effect's key is that field's value, so the operation has one identity.
    private static func writeIdempotencyKeys(_ machine: Machine, modifier: String, into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// The value of the field each `durable(label)` effect names: its operation's idempotency key.")
        writer.block("\(modifier)static func idempotencyKey(of effect: Effect) -> String? {") { writer in
            writer.line("switch effect {")
            var unnamed: [String] = []
            for effect in machine.effects {
                let name = "." + SwiftSyntax.identifier(effect.name)
                guard let identity = effect.durableIdentity, let field = effect.parameters.first(where: { $0.name == identity }) else {
                    unnamed.append(name)
                    continue
                }
                let bindings = effect.parameters.map { $0.name == identity ? "let " + SwiftSyntax.identifier(identity) : "_" }
                let key = SwiftSyntax.identifier(identity) + (field.type.standardName == "UUID" ? ".uuidString" : "")
                writer.line("case \(name)(\(bindings.joined(separator: ", "))): \(key)")
            }
            if !unnamed.isEmpty { writer.line("case \(unnamed.joined(separator: ", ")): nil") }
            writer.line("}")
        }
    }
}
