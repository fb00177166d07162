extension Checker {
    /// A machine with a `durable` effect is written to disk: every state, the context and the
    /// durable effects' arguments. A `sensitive` field there is an error unless the spec says
    /// `sensitive persisted`, since a journal file outlives the process and is readable by
    /// whatever can read the app's files.
    mutating func checkDurablePersistence() {
        guard let durable = namespaces.effects.declarations.first(where: { $0.syntax.durableKeyword != nil }),
            let durableKeyword = durable.syntax.durableKeyword
        else { return }
        let persisted =
            namespaces.states.declarations.flatMap(\.syntax.parameters) + (namespaces.context.fields ?? [])
            + namespaces.effects.declarations.filter { $0.syntax.durableKeyword != nil }.flatMap(\.syntax.parameters)
        for field in persisted where field.persisted == nil {
            guard let sensitive = field.sensitive else { continue }
            error(
                StructureMessage.sensitivePersisted(field: field.name.text), at: sensitive,
                notes: [
                    .init(.durableHere(effect: durable.syntax.name.text), at: durableKeyword), .init(.keepSensitiveOut, at: field.range),
                ])
        }
    }
}
