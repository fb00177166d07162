/// Where each state lives in a machine with regions, as the checker learns it.
struct RegionMap {
    /// The groups that are regions, in declaration order: a region's number is its position.
    var groups: [Int] = []
    /// Each region's number, by state, for the states that are in one.
    var regionOfState: [Int: Int] = [:]

    var isEmpty: Bool { groups.isEmpty }
}

extension Checker {
    /// With regions declared, every state is in exactly one region (two is reported with the
    /// groups' members) and regions are at the top level.
    mutating func checkRegions() {
        let groups = namespaces.groups.declarations.map(\.model)
        regions.groups = groups.indices.filter { groups[$0].isRegion }
        guard !regions.isEmpty else { return }
        for (index, group) in groups.enumerated() {
            for case .group(let inner) in group.members where groups[inner].isRegion {
                let region = namespaces.groups[inner].syntax.name
                let written = namespaces.groups[index].syntax.members.first { $0.text == region.text }
                error(
                    RegionMessage.regionInGroup(region: region.text, group: group.name), at: written?.range ?? region.range,
                    notes: [.init(.regionDeclared(region.text), at: region.range)])
            }
        }
        for (number, group) in regions.groups.enumerated() {
            for state in membership.states(inGroup: group) { regions.regionOfState[state] = number }
        }
        for state in namespaces.states.declarations.indices where regions.regionOfState[state] == nil {
            let name = namespaces.states[state].syntax.name
            error(RegionMessage.stateInNoRegion(state: name.text), at: name.range, fixIts: regionFixes(adding: name.text))
        }
    }

    /// The region's name and where it is declared.
    func regionName(_ number: Int) -> NameSyntax {
        namespaces.groups[regions.groups[number]].syntax.name
    }

    /// The note pointing at a region's declaration.
    func regionNote(_ number: Int) -> Diagnostic.Note {
        let name = regionName(number)
        return .init(.regionDeclared(name.text), at: name.range)
    }

    /// The one region a row's candidate states lie in; reports a source that spans two.
    mutating func checkSourceRegion(_ states: [Int], written: SourceRange) -> Int? {
        guard !regions.isEmpty else { return nil }
        let found = states.compactMap { regions.regionOfState[$0] }
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
            let targetRegion = regions.regionOfState[state], targetRegion != sourceRegion
        else { return }
        error(
            RegionMessage.targetInAnotherRegion(
                target: target.text, targetRegion: regionName(targetRegion).text, sourceRegion: regionName(sourceRegion).text),
            at: target.range, notes: [regionNote(targetRegion)])
    }
}

extension Checker {
    /// The region an `entry`, `exit` or `during` source lies in.
    func regionOfSource(_ source: Source) -> Int? {
        switch source {
        case .state(let state): return regions.regionOfState[state]
        case .group, .list, .any:
            return membership.states(of: source, includingFinal: true).lazy.compactMap { regions.regionOfState[$0] }.first
        }
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
