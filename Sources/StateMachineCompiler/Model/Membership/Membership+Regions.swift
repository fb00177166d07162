// Which region each state is in, worked out with the rest of the membership: the checker's
// region rules, the interpreter's region step, the analyses and the emitters all read it here.
// A region is a group, so its states are the group's, nested groups included.

extension Membership {
    /// The region `state` is in; `nil` without regions, for a state outside every region, or an
    /// index outside the machine.
    public func region(ofState state: Int) -> Int? {
        regionOfState.indices.contains(state) ? regionOfState[state] : nil
    }

    /// The region an `entry`, `exit` or `during` source lies in: that of its first state.
    public func region(of source: Source) -> Int? {
        guard !regions.isEmpty else { return nil }
        if case .state(let state) = source { return region(ofState: state) }
        return states(of: source, includingFinal: true).lazy.compactMap { region(ofState: $0) }.first
    }

    /// Each state's region, a state listed in two (which the checker reports) in the later.
    static func regionOfState(regions: [Int], statesOfGroup: [[Int]], stateCount: Int) -> [Int?] {
        var regionOfState: [Int?] = Array(repeating: nil, count: stateCount)
        for (number, group) in regions.enumerated() where statesOfGroup.indices.contains(group) {
            for state in statesOfGroup[group] where regionOfState.indices.contains(state) { regionOfState[state] = number }
        }
        return regionOfState
    }
}
