/// Where the other regions stand while a diff runs one region's cell or timer: each in its
/// initial state (with the table's sample values), the same states in both machines, so a
/// change elsewhere in the spec does not show up as a change of this region. A row whose guard
/// reads another region (`in(...)`) is also run with that region in the state the test names,
/// in either machine, so the guard is seen both failing and holding.
enum RegionStanding {
    /// One state per region of `machine`, in region order: its initial state; empty without regions.
    static func initial(of machine: Machine) -> [RuntimeCase] {
        machine.regionInitials.map { base(of: $0.state, in: machine) }
    }

    /// `interpreter` reading `states` in `in(...)`; unchanged for a machine without regions.
    static func reading(_ interpreter: Interpreter, _ states: [RuntimeCase]) -> Interpreter {
        guard !states.isEmpty else { return interpreter }
        var reading = interpreter
        reading.regionReading = RegionReading(states: states, membership: interpreter.machine.membership)
        return reading
    }

    /// The new machine's `standing` in the old machine's regions: each old region in the state
    /// of the standing it has (by the case correspondence, payload alike), else in its own
    /// initial state; empty when the old machine has no regions.
    static func translated(_ standing: [RuntimeCase], from new: Machine, to old: Machine, _ correspondence: CaseCorrespondence)
        -> [RuntimeCase]
    {
        guard old.hasRegions else { return [] }
        let oldIndex = Dictionary(correspondence.states.map { ($1, $0) }, uniquingKeysWith: min)
        return old.regionInitials.enumerated().map { region, initial in
            for state in standing {
                guard let index = oldIndex[state.index], old.regionOfState.indices.contains(index),
                    old.regionOfState[index] == region, CaseCorrespondence.sameShape(new.states[state.index], old.states[index])
                else { continue }
                return RuntimeCase(index, state.values)
            }
            return base(of: initial.state, in: old)
        }
    }

    /// The standings beyond the initial one that a cell's rows read (see ``read(by:newRows:oldRows:)``).
    static func read(by pair: MachinePair, newCell: (state: Int, event: Int), oldCell: (state: Int, event: Int))
        -> [[RuntimeCase]]
    {
        guard !pair.standing.isEmpty else { return [] }
        return read(
            by: pair, newRows: pair.newInterpreter.candidates(state: newCell.state, event: newCell.event),
            oldRows: pair.oldInterpreter.candidates(state: oldCell.state, event: oldCell.event))
    }

    /// The standings beyond the initial one that rows read, in the new machine's terms: for
    /// each `in(...)` of a row's guard in either machine, the initial standing with the region
    /// it reads in the state it names (a group's first state).
    static func read(by pair: MachinePair, newRows: [Row], oldRows: [Row]) -> [[RuntimeCase]] {
        guard !pair.standing.isEmpty else { return [] }
        var named: [Int] = []
        for row in newRows {
            named += (row.guardExpression?.regionTests ?? []).compactMap { state(namedBy: $0.test, in: pair.new) }
        }
        for row in oldRows {
            named += (row.guardExpression?.regionTests ?? []).compactMap {
                state(namedBy: $0.test, in: pair.old).flatMap { pair.correspondence.states[$0] }
            }
        }
        var standings: [[RuntimeCase]] = []
        for state in named {
            guard pair.new.regionOfState.indices.contains(state), let region = pair.new.regionOfState[state],
                pair.standing.indices.contains(region)
            else { continue }
            var standing = pair.standing
            standing[region] = base(of: state, in: pair.new)
            if standing != pair.standing, !standings.contains(standing) { standings.append(standing) }
        }
        return standings
    }

    /// ` while refresh is refreshing(operationID: UUID#1)`: the regions that do not stand in
    /// their initial state, for a witness; empty when all do.
    static func spelled(_ standing: [RuntimeCase], in pair: MachinePair) -> String {
        let moved = standing.indices.filter { pair.standing.indices.contains($0) && standing[$0] != pair.standing[$0] }
        guard !moved.isEmpty else { return "" }
        return " while "
            + moved.map {
                "\(pair.new.regionName($0)) is " + DiffSpelling.labelled(pair.new.states[standing[$0].index], standing[$0].values)
            }
            .joined(separator: " and ")
    }

    /// The state a test names: the state, or the first of the group's states in its region.
    private static func state(namedBy test: RegionTest, in machine: Machine) -> Int? {
        switch test.target {
        case .state(let state, _): return state
        case .group(let group):
            guard machine.statesByRegion.indices.contains(test.region) else { return nil }
            return machine.statesByRegion[test.region].first { machine.membership.groups(containing: $0).contains(group) }
        }
    }

    private static func base(of state: Int, in machine: Machine) -> RuntimeCase {
        InputSpace(machine: machine, timerIn: state).base.state
    }
}
