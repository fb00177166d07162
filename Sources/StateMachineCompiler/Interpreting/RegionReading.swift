/// What `in(...)` reads: every region's state before the event, and the groups' states.
struct RegionReading {
    let states: [RuntimeCase]
    let membership: Membership

    /// Whether the test's region is in its state (with equal values where its patterns compare)
    /// or in one of its group's states.
    func holds(_ test: RegionTest, bindings: [String: RuntimeValue]) -> Bool {
        guard states.indices.contains(test.region) else { return false }
        let current = states[test.region]
        switch test.target {
        case .group(let group):
            return membership.groups(containing: current.index).contains(group)
        case .state(let state, let patterns):
            guard current.index == state else { return false }
            guard let patterns else { return true }
            guard patterns.count == current.values.count else { return false }
            for (pattern, value) in zip(patterns, current.values) {
                switch pattern {
                case .skip, .bind: continue
                case .same(let name): if bindings[name] != value { return false }
                case .literal(let literal): if RuntimeValue(literal) != value { return false }
                }
            }
            return true
        }
    }
}
