/// A typo shows up as an unknown name at a use and, often, as a declared case nothing
/// names. One typo gets one error, on the side the evidence points at: a name used once
/// beside a declaration nothing names is the typo, so its error stands at the use (with the
/// fix there and a note at the declaration); a declaration nothing names whose near-miss is
/// used several times is the typo, reported once at the declaration (the fix renames it,
/// a note stands at each use).
extension Checker {
    /// Edits allowed between a declared name and a used one for them to count as one typo.
    static let misspellingDistance = 2

    /// The note at a suggested state's declaration; it says so when no row enters the state,
    /// which is what a misspelled target leaves behind.
    func declaredHereNote(_ declaration: NameSyntax, kind: CaseDeclarationSyntax.Kind) -> Diagnostic.Note {
        let entered = kind != .state || uses.entered.contains(declaration.text)
        return .init(entered ? .declaredHere(declaration.text) : .declaredHereNotEntered(declaration.text), at: declaration.range)
    }

    /// For each declared case nothing names: the closest unknown name of its kind that is
    /// used more than once, if close; its errors at the uses give way to one at the declaration.
    mutating func reportMisspelledDeclarations() {
        guard !uses.unknown.isEmpty else { return }
        for namespace in [namespaces.states, namespaces.events, namespaces.effects] {
            let kind = namespace.kind
            let repeated = uses.unknown.filter { $0.use.kind == kind && $0.ranges.count > 1 }
            guard !repeated.isEmpty else { continue }
            for (position, declaration) in namespace.declarations.enumerated() where !uses.isResolved(kind, position: position) {
                let name = declaration.syntax.name
                guard
                    let intended = NameSuggestion.closest(
                        to: name.text, among: repeated.map(\.use.name), budget: &suggestionBudget, limit: Self.misspellingDistance),
                    let use = repeated.first(where: { $0.use.name == intended })
                else { continue }
                retractUnknownNameErrors(at: use.ranges)
                error(
                    NameMessage.misspelledDeclaration(kind, name: name.text, used: intended, uses: use.ranges.count), at: name.range,
                    notes: use.ranges.map { .init(.usedHere(intended), at: $0) },
                    fixIts: [.rename(name.text, at: name.range, to: intended)])
            }
        }
    }

    /// Drops the errors already reported at these uses: the declaration's error stands for them.
    private mutating func retractUnknownNameErrors(at ranges: [SourceRange]) {
        let uses = Set(ranges)
        sink.retract { $0.id == .unknownName && uses.contains($0.range) }
    }
}
