/// A typo made in a declaration (`state completd`) shows up as an unknown name at every
/// use of the intended one. Each use says so, with a note at the declaration; this pass
/// also says it once at the declaration itself, where the fix belongs.
extension Checker {
    /// An undeclared name and where it was first used.
    struct UnknownUse {
        let kind: String
        let name: String
        let first: SourceRange
        var count: Int
    }

    /// A case by kind and name (`state draft`), as rows and `initial` use it or as a
    /// declaration that did not parse names it. A pair rather than one string, which every
    /// use would have to build.
    struct CaseUse: Hashable {
        let kind: String
        let name: String
    }

    /// Edits allowed between a declared name and a used one for them to count as one typo.
    static let misspellingDistance = 2

    mutating func recordUnknownUse(of name: NameSyntax, kind: String) {
        if let position = unknownUses.firstIndex(where: { $0.kind == kind && $0.name == name.text }) {
            unknownUses[position].count += 1
        } else {
            unknownUses.append(UnknownUse(kind: kind, name: name.text, first: name.range, count: 1))
        }
    }

    /// For each declared, never used case: the closest unknown name of its kind, if close.
    mutating func reportMisspelledDeclarations() {
        guard !unknownUses.isEmpty else { return }
        for (kind, declared) in [("state", states), ("event", events), ("effect", effects)] {
            let unknown = unknownUses.filter { $0.kind == kind }
            guard !unknown.isEmpty else { continue }
            for declaration in declared where !usedCases.contains(CaseUse(kind: kind, name: declaration.model.name)) {
                let name = declaration.syntax.name
                guard
                    let intended = NameSuggestion.closest(
                        to: name.text, among: unknown.map(\.name), budget: &suggestionBudget, limit: Self.misspellingDistance),
                    let use = unknown.first(where: { $0.name == intended })
                else { continue }
                let times = use.count == 1 ? "once" : "\(use.count) times"
                error(
                    .misspelledDeclaration,
                    "\(kind) '\(name.text)' is never used, but the undeclared '\(intended)' is used \(times); is one of the two misspelled?",
                    at: name.range, notes: [.init("'\(intended)' first used here", at: use.first)],
                    fixIts: fixIts(declared: name, used: use, intended: intended))
            }
        }
    }

    /// Either spelling may be the wrong one: rename the declaration, or, when the other name
    /// is used once, change that use (a fix must cover every use to be one).
    private func fixIts(declared name: NameSyntax, used use: UnknownUse, intended: String) -> [Diagnostic.FixIt] {
        let renameDeclaration = Diagnostic.FixIt("rename '\(name.text)' to '\(intended)'", replacing: name.range, with: intended)
        guard use.count == 1 else { return [renameDeclaration] }
        return [renameDeclaration, .replace(intended, at: use.first, with: name.text)]
    }
}
