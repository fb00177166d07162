// The region rules: with regions declared, every state is in exactly one, and a row stays in
// its source's region. Which region a state is in is the machine's ``Membership`` answer.

extension Checker {
    /// With regions declared, every state is in exactly one region (two is reported with the
    /// groups' members) and regions are at the top level.
    mutating func checkRegions() {
        guard !membership.regions.isEmpty else { return }
        let groups = namespaces.groups.declarations.map(\.model)
        for (index, group) in groups.enumerated() {
            for case .group(let inner) in group.members where groups[inner].isRegion {
                let region = namespaces.groups[inner].syntax.name
                let written = namespaces.groups[index].syntax.members.first { $0.text == region.text }
                error(
                    RegionMessage.regionInGroup(region: region.text, group: group.name), at: written?.range ?? region.range,
                    notes: [.init(.regionDeclared(region.text), at: region.range)])
            }
        }
        for state in namespaces.states.declarations.indices
        where membership.region(ofState: state) == nil && !listedInGroupAndRegion.states.contains(state) {
            let name = namespaces.states[state].syntax.name
            error(RegionMessage.stateInNoRegion(state: name.text), at: name.range, fixIts: regionFixes(adding: name.text))
        }
    }

    /// The region's name and where it is declared.
    func regionName(_ number: Int) -> NameSyntax {
        namespaces.groups[membership.regions[number]].syntax.name
    }

    /// The note pointing at a region's declaration.
    func regionNote(_ number: Int) -> Diagnostic.Note {
        let name = regionName(number)
        return .init(.regionDeclared(name.text), at: name.range)
    }

    /// The one region a row's candidate states lie in; reports a source that spans two.
    mutating func checkSourceRegion(_ source: Source, includingFinal: Bool, written: SourceRange) -> Int? {
        guard !membership.regions.isEmpty else { return nil }
        let found = membership.states(of: source, includingFinal: includingFinal).compactMap { membership.region(ofState: $0) }
        guard let first = found.first else { return nil }
        if let other = found.first(where: { $0 != first }) {
            error(
                RegionMessage.sourceAcrossRegions(first: regionName(first).text, second: regionName(other).text), at: written,
                notes: [regionNote(first), regionNote(other)])
        }
        return first
    }

    /// A `->` or `stays` row's target lies in its source's region.
    mutating func checkTargetRegion(_ target: NameSyntax, sourceRegion: Int?) {
        guard let sourceRegion, let state = namespaces.states.position(of: target.text),
            let targetRegion = membership.region(ofState: state), targetRegion != sourceRegion
        else { return }
        error(
            RegionMessage.targetInAnotherRegion(
                target: target.text, targetRegion: regionName(targetRegion).text, sourceRegion: regionName(sourceRegion).text),
            at: target.range, notes: [regionNote(targetRegion)])
    }
}

extension RowSyntax.Action {
    /// The target of a `->` or `stays` row.
    var target: NameSyntax? {
        switch self {
        case .transition(_, let target, _, _), .update(_, let target, _, _): return target
        case .ignore: return nil
        }
    }
}
