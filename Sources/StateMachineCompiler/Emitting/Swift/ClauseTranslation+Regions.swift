extension ClauseTranslation {
    /// The local holding every region's state before the event, which `in(...)` reads once a
    /// region may have moved, and the parameter of the exit and entry helpers that read it.
    static let regionsBeforeEvent = "before"

    /// `in(...)` in Swift: a pattern match on the region's property of the state before the
    /// event (a compared name is an expression pattern, `==` as a repeated binder is), or the
    /// group's property on the region's enum.
    func regionCondition(_ test: RegionTest) -> String {
        let regions = machine.regions
        guard regions.indices.contains(test.region) else { return "false" }
        switch test.target {
        case .group(let group):
            // The other region is always somewhere in itself.
            if machine.readsWholeRegion(test) { return "true" }
            return regionState(test.region) + "." + StateGroup.propertyName(for: machine.groups[group].name)
        case .state:
            return "({ if \(regionPattern(test).map { "case " + $0 } ?? "false") { true } else { false } })()"
        }
    }

    /// `.refreshing(operationID) = before.refresh` for `in(refreshing(id))`; `nil` for a group.
    func regionPattern(_ test: RegionTest) -> String? {
        guard case .state(let state, let patterns) = test.target, machine.regions.indices.contains(test.region) else { return nil }
        var pattern = "." + SwiftSyntax.identifier(machine.states[state].name)
        if let patterns, !patterns.isEmpty {
            pattern += "(" + patterns.map(patternText).joined(separator: ", ") + ")"
        }
        return pattern + " = " + regionState(test.region)
    }

    /// The region's state before the event: `before.content`, or `state.content` while no region has moved.
    private func regionState(_ region: Int) -> String {
        regionsRead + "." + SwiftSyntax.identifier(machine.groups[machine.regions[region]].name)
    }

    private func patternText(_ pattern: Pattern) -> String {
        switch pattern {
        case .skip, .bind: return "_"
        case .same(let name): return value(.binding(name))
        case .literal(let literal): return SwiftSyntax.literal(literal)
        }
    }
}
