extension Checker {
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
        guard !membership.regions.isEmpty else {
            error(RegionMessage.inWithoutRegions(name: test.name.text), at: test.range)
            return nil
        }
        let membership = self.membership
        guard let region = states.lazy.compactMap({ membership.region(ofState: $0) }).first else { return nil }
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
                guard let type = scope.type(of: bound.text) else {
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
