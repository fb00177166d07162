extension Checker {
    /// A machine with a `durable` effect is written to disk: every state, the context and the
    /// durable effects' arguments. A `sensitive` field there is an error unless the spec says
    /// `sensitive persisted`, since a journal file outlives the process and is readable by
    /// whatever can read the app's files.
    mutating func checkDurablePersistence() {
        guard let durable = effects.declarations.first(where: { $0.syntax.durableKeyword != nil }),
            let durableKeyword = durable.syntax.durableKeyword
        else { return }
        let persisted =
            states.declarations.flatMap(\.syntax.parameters) + (context.fields ?? [])
            + effects.declarations.filter { $0.syntax.durableKeyword != nil }.flatMap(\.syntax.parameters)
        for field in persisted where field.persisted == nil {
            guard let sensitive = field.sensitive else { continue }
            error(
                .sensitivePersisted,
                "sensitive field '\(field.name.text)' would be written to disk: machine has a durable effect, "
                    + "so its states, context and durable effects are persisted",
                at: sensitive,
                notes: [
                    .init("effect '\(durable.syntax.name.text)' is durable here", at: durableKeyword),
                    .init(
                        "keep the value out of the machine (look it up by an ID), or write 'sensitive persisted' to allow it",
                        at: field.range),
                ])
        }
    }
}
