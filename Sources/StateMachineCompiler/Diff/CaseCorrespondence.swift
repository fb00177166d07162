/// Which case of the old machine is which case of the new one, per kind: by name, and a
/// rename where exactly one case of a kind went away and exactly one with the same payload
/// types arrived, so a renamed effect is one API change rather than a change in every cell.
struct CaseCorrespondence {
    /// Old index → new index.
    let states: [Int: Int]
    let events: [Int: Int]
    let effects: [Int: Int]
    /// (old name, new name) of the cases matched by a rename, per kind.
    let renames: [DeclarationKind: (old: String, new: String)]

    init(old: Machine, new: Machine) {
        var renames: [DeclarationKind: (old: String, new: String)] = [:]
        func match(
            _ kind: DeclarationKind, _ oldCases: [CaseDeclaration], _ newCases: [CaseDeclaration]
        ) -> [Int: Int] {
            let newIndex = Dictionary(
                newCases.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            var mapping: [Int: Int] = [:]
            for (index, declaration) in oldCases.enumerated() {
                if let found = newIndex[declaration.name] { mapping[index] = found }
            }
            let gone = oldCases.indices.filter { mapping[$0] == nil }
            let arrived = newCases.indices.filter { !mapping.values.contains($0) }
            if gone.count == 1, arrived.count == 1, let oldCase = gone.first, let newCase = arrived.first,
                oldCases[oldCase].parameters.map(\.type) == newCases[newCase].parameters.map(\.type)
            {
                mapping[oldCase] = newCase
                renames[kind] = (oldCases[oldCase].name, newCases[newCase].name)
            }
            return mapping
        }
        states = match(.state, old.states, new.states)
        events = match(.event, old.events, new.events)
        effects = match(.effect, old.effects, new.effects)
        self.renames = renames
    }

    /// Old state indices whose new counterpart has a payload of the same types, so an old
    /// input can be sent to the new machine unchanged.
    static func sameShape(_ old: CaseDeclaration, _ new: CaseDeclaration) -> Bool {
        old.parameters.map(\.type) == new.parameters.map(\.type)
    }
}

/// The kinds of declaration a diff names.
public enum DeclarationKind: String, Hashable, Sendable, CaseIterable {
    case machine
    case contextField = "context field"
    case state, event, effect, group
}
