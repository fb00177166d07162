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
            error(RegionMessage.stateInNoRegion(state: name.text), at: name.range)
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

    /// `in(STATE)`, `in(STATE(PATTERN, ...))` or `in(GROUP)`: a state or group of another
    /// region; its patterns compare with names the clause bound and bind none.
    mutating func checkInState(_ test: InStateSyntax, scope: Scope) -> GuardExpression? {
        guard let member = resolveMember(test.name) else { return nil }
        let states: [Int]
        switch member {
        case .state(let state): states = [state]
        case .group(let group):
            states = membership.states(inGroup: group)
            reportPatternsOnGroup(group, name: test.name, patterns: test.patterns, keyword: nil)
        }
        guard !regions.isEmpty else {
            error(RegionMessage.inWithoutRegions(name: test.name.text), at: test.range)
            return nil
        }
        let regionOfState = regions.regionOfState
        guard let region = states.lazy.compactMap({ regionOfState[$0] }).first else { return nil }
        if region == scope.region {
            error(
                RegionMessage.inOwnRegion(name: test.name.text, region: regionName(region).text), at: test.range,
                notes: [regionNote(region)])
            return nil
        }
        switch member {
        case .group(let group):
            return .inRegion(RegionTest(target: .group(group), region: region, name: test.name.text))
        case .state(let state):
            guard let patterns = test.patterns else {
                return .inRegion(RegionTest(target: .state(state, patterns: nil), region: region, name: test.name.text))
            }
            let checked = checkInPatterns(patterns, of: state, name: test.name, scope: scope)
            return checked.map { .inRegion(RegionTest(target: .state(state, patterns: $0), region: region, name: test.name.text)) }
        }
    }

    /// Each pattern of `in(STATE(...))`: a bound name of a fitting type (compared), `_` or a literal.
    private mutating func checkInPatterns(_ patterns: [PatternSyntax], of state: Int, name: NameSyntax, scope: Scope) -> [Pattern]? {
        let parameters = namespaces.states[state].model.parameters
        guard patterns.count == parameters.count else {
            error(arityMessage(namespaces.states[state], given: patterns.count), at: name.range)
            return nil
        }
        var checked: [Pattern] = []
        for (pattern, parameter) in zip(patterns, parameters) {
            switch pattern {
            case .wildcard: checked.append(.skip)
            case .literal(let literal):
                if let problem = TypeRules.literalProblem(literal.literal, for: parameter.type) {
                    error(TypeMismatch.literal(problem), at: literal.range)
                    return nil
                }
                checked.append(.literal(literal.literal))
            case .name(let bound):
                guard let type = scope.types[bound.text] else {
                    if !scope.unresolved.contains(bound.text) { error(RegionMessage.inBindsNothing(name: bound.text), at: bound.range) }
                    return nil
                }
                if let mismatch = mismatch(passing: .typed(type), as: parameter.type) {
                    error(mismatch, at: bound.range)
                    return nil
                }
                symbols.use(.binding(row: scope.row, name: bound.text), at: bound.range)
                checked.append(.same(bound.text))
            }
        }
        return checked
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
