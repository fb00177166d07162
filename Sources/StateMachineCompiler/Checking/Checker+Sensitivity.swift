extension Checker {
    /// A value read from a `sensitive` field (a bound name, a context field, or a sum of one)
    /// stays sensitive where it is passed. Passed to a field not marked `sensitive`, it prints
    /// in full: a warning. In a machine with a durable effect, passed to a field the journal
    /// writes (a state's, or a durable effect's), it would reach the disk in clear text: an error.
    mutating func checkSensitiveFlow(
        _ argument: ValueSyntax, into parameter: ParameterSyntax, of declared: CaseNamespace.Declared, scope: Scope
    ) {
        guard parameter.sensitive == nil else { return }
        let origins = sensitiveOrigins(of: argument, scope: scope)
        guard let first = origins.first else { return }
        let notes = origins.map { Diagnostic.Note(.declaredSensitive($0.name), at: $0.mark) }
        let destination = SensitivityMessage.Destination(
            parameter: parameter.name.text, kind: declared.syntax.kind.rawValue, declaration: declared.model.name)
        let isWrittenToDisk = declared.syntax.kind == .state || declared.syntax.durableKeyword != nil
        if isWrittenToDisk, namespaces.effects.declarations.contains(where: { $0.syntax.durableKeyword != nil }) {
            error(SensitivityMessage.writtenToDisk(value: first.name, destination), at: argument.range, notes: notes)
        } else {
            sink.warn(.warning(SensitivityMessage.printedInFull(value: first.name, destination), at: argument.range, notes: notes))
        }
    }

    /// The sensitive names `value` reads, with where each was marked, in written order.
    private func sensitiveOrigins(of value: ValueSyntax, scope: Scope) -> [(name: String, mark: SourceRange)] {
        switch value {
        case .literal:
            return []
        case .arithmetic(_, let left, let right, _):
            return sensitiveOrigins(of: left, scope: scope) + sensitiveOrigins(of: right, scope: scope)
        case .name(let name):
            if let mark = scope.sensitiveMark(of: name.text) { return [(name.text, mark)] }
            guard scope.type(of: name.text) == nil, let mark = namespaces.context.field(named: name.text)?.sensitive else { return [] }
            return [(name.text, mark)]
        }
    }
}
