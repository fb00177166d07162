/// The declared states, events or effects: in declaration order, which is the model's
/// numbering, with a lookup by name, "did you mean" candidates and the redeclaration rule.
package struct CaseNamespace: Sendable {
    /// A declared case with where it was declared, for "previously declared here" notes.
    package struct Declared: Sendable {
        let model: CaseDeclaration
        let syntax: CaseDeclarationSyntax
    }

    let kind: CaseDeclarationSyntax.Kind
    private(set) var declarations: [Declared] = []
    private var positions: [String: Int] = [:]

    init(_ kind: CaseDeclarationSyntax.Kind) {
        self.kind = kind
    }

    subscript(position: Int) -> Declared { declarations[position] }

    var isEmpty: Bool { declarations.isEmpty }

    /// The case's number in the model, when one is declared with the name.
    func position(of name: String) -> Int? { positions[name] }

    func declaration(named name: String) -> Declared? {
        positions[name].map { declarations[$0] }
    }

    /// What stops a case of this kind from taking the name.
    func clash(declaring name: String) -> NameClash? {
        positions[name] == nil ? nil : .redeclared(DeclarationKind(kind), name: name)
    }

    /// Adds the case, or leaves it out and says why.
    mutating func declare(_ declared: Declared) -> NameClash? {
        let name = declared.syntax.name.text
        if let clash = clash(declaring: name) { return clash }
        positions[name] = declarations.count
        declarations.append(declared)
        return nil
    }

    /// The declared name closest to a misspelled one, while the budget lasts. Names are
    /// listed only here, for an unknown name: listing them at every lookup was quadratic.
    func suggestion(for name: String, budget: inout Int) -> String? {
        guard budget > 0 else { return nil }
        return NameSuggestion.closest(to: name, among: declarations.map(\.model.name), budget: &budget)
    }
}
