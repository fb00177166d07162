import StateMachineCompiler

/// `textDocument/completion`: what the compiler says may be written at the cursor, spelled as
/// the protocol's completion items. The grammar and the names are the compiler's.
struct Completion {
    let document: Document
    /// Whether payload labels are inserted as `${1:label}` placeholders.
    let snippets: Bool

    func items(at offset: Int) -> JSON {
        .array(document.result.completions(at: offset).map(item))
    }

    private func item(_ candidate: CompletionCandidate) -> JSON {
        var object: [String: JSON] = [
            "label": .string(candidate.label), "kind": .integer(CompletionItemKind(candidate.kind).rawValue),
        ]
        if let detail = candidate.detail { object["detail"] = .string(detail) }
        if !candidate.payloadLabels.isEmpty {
            let placeholders = snippets ? candidate.payloadLabels.enumerated().map { "${\($0 + 1):\($1)}" } : candidate.payloadLabels
            object["insertText"] = .string(candidate.label + "(" + placeholders.joined(separator: ", ") + ")")
            object["insertTextFormat"] = .integer((snippets ? InsertTextFormat.snippet : .plainText).rawValue)
        }
        return .object(object)
    }
}
