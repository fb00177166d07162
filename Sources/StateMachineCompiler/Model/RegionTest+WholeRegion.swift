extension Machine {
    /// Whether `test` names a whole region (`in(content)`, or a group holding every state of
    /// its region): the region is always in one of its states, so the test always holds.
    public func readsWholeRegion(_ test: RegionTest) -> Bool {
        guard case .group(let group) = test.target, statesByRegion.indices.contains(test.region) else { return false }
        return groups[group].isRegion || Set(membership.states(inGroup: group)) == Set(statesByRegion[test.region])
    }
}
