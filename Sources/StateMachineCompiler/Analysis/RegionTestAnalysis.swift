/// `in-always-holds`: an `in(...)` test of a whole region, true wherever it is read.
/// `in-never-holds`: an `in(...)` test that is false whenever its clause is read, so a guard
/// that needs it never lets its clause take effect. Each reason is proven without the guards'
/// other values: the region never reaches the state (or any state of the group) from its
/// initial state; the clause's region is never where it is read (a row's source, an `exit`'s,
/// an `entry`'s or the states it is entered from, see `ClauseRegionRead`) while the other
/// region is there (the two regions walked together, see `RegionPairs`); or another test the guard needs
/// puts the same region in another state.
enum RegionTestAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        guard machine.hasRegions else { return [] }
        let reachable = ReachabilityAnalysis.reachableStates(machine)
        var pairs = RegionPairs(machine)
        var diagnostics: [Diagnostic] = []
        for (owner, clause) in machine.clauses {
            let ranges = sourceMap.ranges(of: owner).regionTests
            var needed: [(test: RegionTest, states: [Int], range: SourceRange)] = []
            for (position, (test, isRequired)) in (clause.guardExpression?.regionTests ?? []).enumerated()
            where ranges.indices.contains(position) {
                let range = ranges[position]
                if machine.readsWholeRegion(test) {
                    let message = RegionTestWarning.wholeRegion(test: test.specText, region: machine.regionName(test.region))
                    let fix = Diagnostic.FixIt("replace '\(test.specText)' with 'true'", replacing: [range], with: "true")
                    diagnostics.append(.warning(message, at: range, fixIts: [fix]))
                    continue
                }
                let states = machine.states(readBy: test)
                let declaration = declaration(of: test, sourceMap)
                // A machine built without one initial state per region has nothing to walk from.
                guard machine.regionInitials.indices.contains(test.region) else { continue }
                if !states.contains(where: { reachable[$0] }) {
                    let initial = machine.regionInitials[test.region].state
                    let message = RegionTestWarning.neverReached(
                        test: test.specText, name: test.name, region: machine.regionName(test.region),
                        initial: machine.states[initial].name)
                    diagnostics.append(.warning(message, at: range, notes: [declaration]))
                    continue
                }
                guard isRequired else { continue }
                if let other = needed.first(where: { $0.test.region == test.region && Set($0.states).isDisjoint(with: states) }) {
                    let message = RegionTestWarning.contradicts(
                        test: test.specText, other: other.test.specText, region: machine.regionName(test.region))
                    diagnostics.append(.warning(message, at: range, notes: [.init(.usedHere(other.test.specText), at: other.range)]))
                } else if let read = machine.regionRead(of: owner, reachable: reachable),
                    !pairs.canBeTogether(read.region, in: read.states, test.region, in: states)
                {
                    diagnostics.append(.warning(read.neverTogether(test, machine), at: range, notes: [declaration]))
                }
                needed.append((test, states, range))
            }
        }
        return diagnostics
    }

    /// The note at the declaration of the state or group the test names.
    private static func declaration(of test: RegionTest, _ sourceMap: MachineSourceMap) -> Diagnostic.Note {
        switch test.target {
        case .state(let state, _): .init(.declaredHere(test.name, kind: .state), at: sourceMap.states[state])
        case .group(let group): .init(.declaredHere(test.name, kind: .group), at: sourceMap.groups[group])
        }
    }
}

extension Machine {
    /// The states in which the test's region makes it hold, patterns aside.
    func states(readBy test: RegionTest) -> [Int] {
        switch test.target {
        case .state(let state, _): [state]
        case .group(let group): membership.states(inGroup: group)
        }
    }
}
