/// A typo shows up as an unknown name at a use and, often, as a declared case nothing
/// names. One typo gets one error: at each use when the declared case is named elsewhere
/// (the use is the odd one out), or once at the declaration, with a note at every use,
/// when nothing names the declared case (the declaration may be the misspelled one).
extension Checker {
    /// Edits allowed between a declared name and a used one for them to count as one typo.
    static let misspellingDistance = 2

    /// The note at a suggested state's declaration; it says so when no row enters the state,
    /// which is what a misspelled target leaves behind.
    func declaredHereNote(_ declaration: NameSyntax, kind: CaseDeclarationSyntax.Kind) -> Diagnostic.Note {
        let entered = kind != .state || uses.entered.contains(declaration.text)
        return .init(entered ? .declaredHere(declaration.text) : .declaredHereNotEntered(declaration.text), at: declaration.range)
    }

    /// For each declared case nothing names: the closest unknown name of its kind, if close.
    mutating func reportMisspelledDeclarations() {
        guard !uses.unknown.isEmpty else { return }
        for namespace in [namespaces.states, namespaces.events, namespaces.effects] {
            let kind = namespace.kind
            let unknown = uses.unknown.filter { $0.use.kind == kind }
            guard !unknown.isEmpty else { continue }
            for (position, declaration) in namespace.declarations.enumerated() where !uses.isResolved(kind, position: position) {
                let name = declaration.syntax.name
                guard
                    let intended = NameSuggestion.closest(
                        to: name.text, among: unknown.map(\.use.name), budget: &suggestionBudget, limit: Self.misspellingDistance),
                    let use = unknown.first(where: { $0.use.name == intended })
                else { continue }
                retractUnknownNameErrors(at: use.ranges)
                error(
                    NameMessage.misspelledDeclaration(kind, name: name.text, used: intended, uses: use.ranges.count), at: name.range,
                    notes: use.ranges.map { .init(.usedHere(intended), at: $0) },
                    fixIts: [
                        .rename(name.text, at: name.range, to: intended),
                        .replace(intended, at: use.ranges, with: name.text),
                    ])
            }
        }
    }

    /// Drops the errors already reported at these uses: the declaration's error stands for them.
    private mutating func retractUnknownNameErrors(at ranges: [SourceRange]) {
        let uses = Set(ranges)
        sink.retract { $0.id == .unknownName && uses.contains($0.range) }
    }
}
