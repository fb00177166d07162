/// The states the start and scope cases vary, each with its region, while every other region
/// stands in its initial state (``standing``), as the region table does.
///
/// A machine without regions varies every state. With regions, each case spells every region's
/// state, so a case per state would grow as the square of the regions: only the states where
/// the case shows something (`matters`: an entry declaration, a timer or an activity) are
/// varied beside each region's initial state, within ``RegionTableBound/spellingBudget`` region
/// states in all.
struct VariedStates {
    /// Per region, where it stands while another region's state is varied: its initial state.
    let standing: [RuntimeCase]
    /// Each varied state with its region, regions in declaration order, states in theirs.
    let states: [(region: Int, state: Int)]

    init(_ machine: Machine, where matters: (Int) -> Bool) {
        standing = machine.initials.map { RegionTableBuilder.base(of: $0.state, in: machine) }
        let initials = Set(machine.initials.map(\.state))
        let limit = RegionTableBound.spellingBudget / max(standing.count, 1)
        var states: [(region: Int, state: Int)] = []
        for (region, members) in machine.stateRegions.enumerated() where standing.indices.contains(region) {
            for state in members where !machine.hasRegions || initials.contains(state) || matters(state) {
                guard states.count < limit else { break }
                states.append((region, state))
            }
        }
        self.states = states
    }

    /// The standing states with `region`'s replaced by `state`.
    func configuration(_ region: Int, _ state: RuntimeCase) -> [RuntimeCase] {
        var configuration = standing
        configuration[region] = state
        return configuration
    }
}
