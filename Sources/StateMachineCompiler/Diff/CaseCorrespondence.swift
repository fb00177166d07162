/// Which case of the old machine is which case of the new one, per kind: by name, then by the
/// new spec's `renamed from` (the spec says so, and its records decode), and for effects a
/// rename where exactly one effect went away and exactly one with the same payload types
/// arrived, so a renamed effect is one API change rather than a change in every cell that
/// yields it. A state or event renamed without a declaration reads better as removed and
/// added: the cells that lead to it show the new name.
struct CaseCorrespondence {
    /// Old index → new index.
    let states: [Int: Int]
    let events: [Int: Int]
    let effects: [Int: Int]

    init(old: Machine, new: Machine) {
        func match(_ oldCases: [CaseDeclaration], _ newCases: [CaseDeclaration], renaming: Bool) -> [Int: Int] {
            let formerNames = newCases.map(\.formerName)
            var mapping = Self.matching(oldCases.map(\.name), newCases.map(\.name), formerNames: formerNames)
            let gone = oldCases.indices.filter { mapping[$0] == nil }
            let arrived = newCases.indices.filter { !mapping.values.contains($0) }
            if renaming, gone.count == 1, arrived.count == 1, let oldCase = gone.first, let newCase = arrived.first,
                oldCases[oldCase].parameters.map(\.type) == newCases[newCase].parameters.map(\.type)
            {
                mapping[oldCase] = newCase
            }
            return mapping
        }
        states = match(old.states, new.states, renaming: false)
        events = match(old.events, new.events, renaming: false)
        effects = match(old.effects, new.effects, renaming: true)
    }

    /// Old index → new index of names (cases, labels, fields): by name, then the new name whose
    /// former name is the old one, unless the old machine still has a declaration of the new name.
    static func matching(_ oldNames: [String], _ newNames: [String], formerNames: [String?]) -> [Int: Int] {
        let newIndex = Dictionary(newNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let renamedIndex = Dictionary(
            formerNames.enumerated().compactMap { index, former in former.map { ($0, index) } }, uniquingKeysWith: { first, _ in first })
        let oldSet = Set(oldNames)
        var mapping: [Int: Int] = [:]
        for (index, name) in oldNames.enumerated() {
            if let found = newIndex[name] {
                mapping[index] = found
            } else if let renamed = renamedIndex[name], !oldSet.contains(newNames[renamed]) {
                mapping[index] = renamed
            }
        }
        return mapping
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
    /// The machine's `State`: an enum, or a struct of one enum per region.
    case stateType = "type"
    case contextField = "context field"
    case state, event, effect, group, region
    /// A case of the generated `Timer` enum: one per `after` row.
    case timer
}
