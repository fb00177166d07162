/// Completion: the parser says which place of the grammar a cursor is at, the slot says what
/// it admits, and the names come from the checker's namespaces and symbol index. No second
/// grammar decides from the tokens before the cursor.
extension CheckResult {
    /// What may be written at `offset`, in the order an editor lists it.
    package func completions(at offset: Int) -> [CompletionCandidate] {
        let cursor = Parser.slot(at: offset, in: parsed.lexed)
        return (cursor.slot?.admitted ?? []).flatMap { candidates($0, cursor: cursor) }
            + cursor.optionalWords.map { CompletionCandidate(.keyword, $0) }
    }

    private func candidates(_ admitted: GrammarSlot.Admitted, cursor: CursorSlot) -> [CompletionCandidate] {
        switch admitted {
        case .words(let words):
            return words.map { CompletionCandidate(.keyword, $0) }
        case .states(let withPayload):
            return namespaces.states.declarations.map { Self.candidate(.state, $0.syntax, withPayload: withPayload) }
        case .groups(let except):
            return namespaces.groups.declarations.filter { !$0.model.isRegion && $0.model.name != except }.map(Self.candidate)
        case .regions:
            return namespaces.groups.declarations.filter(\.model.isRegion).map(Self.candidate)
        case .otherRegionsMembers:
            return otherRegionsMembers(cursor)
        case .events:
            return namespaces.events.declarations.map { Self.candidate(.event, $0.syntax, withPayload: true) }
        case .effects:
            return namespaces.effects.declarations.map { Self.candidate(.effect, $0.syntax, withPayload: true) }
        case .durationFields:
            return contextFields.filter { StandardType.named($0.type)?.name == "Duration" }.map(Self.candidate)
        case .values:
            return boundNames(in: cursor) + contextFields.map(Self.candidate)
        case .payloadLabel:
            guard let position = cursor.patternOwner else { return [] }
            let labels = namespaces.namespace(of: position.kind).declaration(named: position.name)?.syntax.parameters ?? []
            return labels.indices.contains(position.item)
                ? [CompletionCandidate(.payloadLabel, labels[position.item].name.text, detail: Self.signature(labels[position.item]))]
                : []
        case .types:
            return StandardType.commonNames.map { CompletionCandidate(.type, $0) }
        }
    }

    /// The names the declaration at the cursor binds: with their types when the checker bound
    /// them (the whole line parses), else those its patterns wrote before the cursor.
    private func boundNames(in cursor: CursorSlot) -> [CompletionCandidate] {
        let checked = symbols.declarations.values
            .filter { if case .binding(let row, _) = $0.symbol { row == cursor.declarationStart } else { false } }
            .sorted { $0.range.start < $1.range.start }
            .map { CompletionCandidate(.boundName, $0.symbol.name, detail: $0.signature) }
        guard checked.isEmpty else { return checked }
        var seen: Set<String> = []
        return cursor.boundNames.filter { seen.insert($0).inserted }.map { CompletionCandidate(.boundName, $0) }
    }

    private var contextFields: [ParameterSyntax] { namespaces.context.fields ?? [] }

    private static func candidate(_ field: ParameterSyntax) -> CompletionCandidate {
        CompletionCandidate(.contextField, field.name.text, detail: signature(field))
    }

    /// A group or region, labelled by its declaration: `region refresh = idle, refreshing`.
    static func candidate(_ group: GroupNamespace.Declared) -> CompletionCandidate {
        let syntax = group.syntax
        let keyword = group.model.isRegion ? "region " : "group "
        return CompletionCandidate(
            group.model.isRegion ? .region : .group, syntax.name.text,
            detail: keyword + syntax.name.text + " = " + syntax.members.map(\.text).joined(separator: ", "))
    }

    private static func signature(_ field: ParameterSyntax) -> String { "\(field.name.text): \(field.type)" }

    /// A case, labelled by its declaration: `event submitted(orderID: UUID)`.
    static func candidate(_ kind: CompletionCandidate.Kind, _ syntax: CaseDeclarationSyntax, withPayload: Bool)
        -> CompletionCandidate
    {
        let signature =
            "\(syntax.kind.rawValue) \(syntax.name.text)"
            + (syntax.parameters.isEmpty ? "" : "(" + syntax.parameters.map(Self.signature).joined(separator: ", ") + ")")
        return CompletionCandidate(
            kind, syntax.name.text, detail: signature, payloadLabels: withPayload ? syntax.parameters.map(\.name.text) : [])
    }
}
