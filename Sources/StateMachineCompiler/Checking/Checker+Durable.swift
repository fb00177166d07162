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

extension Checker {
    /// The label of `durable(label)` when it names one of the effect's payload fields of type
    /// `UUID` or `String`, whose value is then the operation's idempotency key; otherwise
    /// reports why not and returns nil.
    mutating func checkedDurableIdentity(of syntax: CaseDeclarationSyntax) -> String? {
        guard let identity = syntax.durableIdentity else { return nil }
        let labels = syntax.parameters.map(\.name.text)
        guard let field = syntax.parameters.first(where: { $0.name.text == identity.text }) else {
            let suggestion = NameSuggestion.closest(to: identity.text, among: labels)
            error(
                DurableIdentityMessage.unknownLabel(effect: syntax.name.text, label: identity.text, suggestion: suggestion),
                at: identity.range)
            return nil
        }
        symbols.use(.payloadLabel(of: .effect, declaration: syntax.name.text, name: identity.text), at: identity.range)
        guard ["UUID", "String"].contains(field.type.standardName) else {
            error(DurableIdentityMessage.unsupportedType(label: identity.text, type: "\(field.type)"), at: identity.range)
            return nil
        }
        return identity.text
    }
}
