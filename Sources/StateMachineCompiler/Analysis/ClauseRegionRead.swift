/// Where a clause's own region can stand when its guard's `in(...)` is read, before the event
/// changes anything: for a row, in its source; for an `exit`, in the state it leaves; for an
/// `entry`, in the state it leaves to enter the source (a `->` row's source), or already in
/// the source when the machine starts or is restored there.
struct ClauseRegionRead {
    let region: Int
    /// The reachable states the region can be in then.
    let states: [Int]
    /// The source as written, and whether the clause runs on entering it.
    let source: String
    let isEntry: Bool

    /// The `in-never-holds` warning for `test`, which region `region` never holds with these states.
    func neverTogether(_ test: RegionTest, _ machine: Machine) -> RegionTestWarning {
        let (region, sourceRegion) = (machine.regionName(test.region), machine.regionName(self.region))
        return isEntry
            ? .neverOnEntry(test: test.specText, name: test.name, region: region, entered: source, sourceRegion: sourceRegion)
            : .neverTogether(test: test.specText, name: test.name, region: region, source: source, sourceRegion: sourceRegion)
    }
}

extension Machine {
    /// Where the clause's region stands when the clause is read; `nil` for an unreachable
    /// clause, or one outside every region.
    func regionRead(of owner: ClauseOwner, reachable: [Bool]) -> ClauseRegionRead? {
        let source: Source
        var states: [Int]
        var isEntry = false
        switch owner {
        case .row(let index):
            source = rows[index].source
            states = membership.candidateStates(of: rows[index])
        case .stateEffects(let index):
            source = stateEffects[index].source
            states = membership.states(of: source, includingFinal: true)
            // An `entry` is read in the state a `->` row leaves to enter the source (a row
            // moving inside a group leaves one of the group's states, already listed).
            if stateEffects[index].kind == .entry {
                isEntry = true
                let entered = Set(states)
                for row in rows {
                    if case .transition(let target) = row.action, entered.contains(target) { states += membership.candidateStates(of: row) }
                }
            }
        }
        states = states.filter { reachable.indices.contains($0) && reachable[$0] }
        guard let region = states.lazy.compactMap(membership.region(ofState:)).first else { return nil }
        return ClauseRegionRead(region: region, states: states, source: name(of: source), isEntry: isEntry)
    }
}
