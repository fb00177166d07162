// How a diff spells the concrete values of a witness: literals as the spec writes them, and
// the samples of types without literals (UUID, Date, a user's type) numbered, `UUID#1`, so a
// reviewer sees which values are the same and which differ.

extension RuntimeValue {
    var diffSyntax: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return value.description
        case .string(let value): return Literal.string(value).specText
        case .token(let family, let index): return "\(family)#\(index)"
        case .nil: return "nil"
        case .array(let elements): return "[" + elements.map(\.diffSyntax).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty
                ? "[:]"
                : "["
                    + entries.map { "\($0.key.diffSyntax): \($0.value.diffSyntax)" }.joined(separator: ", ")
                    + "]"
        }
    }
}

extension NamedCase {
    /// `confirmed(UUID#2)`, or `reload` without a payload.
    var diffSyntax: String {
        CallSyntax.render(name, values.isEmpty ? nil : values.map(\.diffSyntax))
    }
}

enum DiffSpelling {
    /// `track(UUID#2), reload`, or `nothing`.
    static func effects(_ effects: [NamedCase]) -> String {
        effects.isEmpty ? "nothing" : effects.map(\.diffSyntax).joined(separator: ", ")
    }

    /// `submitting(operationID: UUID#1) on submitAccepted(operationID: UUID#2, orderID: UUID#3)`,
    /// then the context when the machine has one: `, hasValidAddress: false`.
    static func input(_ input: Input, in machine: Machine) -> String {
        labelled(machine.states[input.state.index], input.state.values) + " on "
            + labelled(machine.events[input.event.index], input.event.values) + context(input.context, in: machine)
    }

    /// ` with hasValidAddress: false`, or nothing when the machine has no context.
    static func context(_ values: [RuntimeValue], in machine: Machine) -> String {
        let fields = machine.context ?? []
        guard !fields.isEmpty else { return "" }
        return " with " + zip(fields, values).map { "\($0.name): \($1.diffSyntax)" }.joined(separator: ", ")
    }

    /// `loading(revision: 1)`.
    static func labelled(_ declaration: CaseDeclaration, _ values: [RuntimeValue]) -> String {
        CallSyntax.render(
            declaration.name,
            values.isEmpty
                ? nil : zip(declaration.parameters, values).map { "\($0.name): \($1.diffSyntax)" })
    }
}
