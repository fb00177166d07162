import StateMachineCompiler

/// The part of a matrix one table shows: every state and column of a machine without regions;
/// with regions, one table per region holding its states and the columns its rows handle (an
/// event the region ignores altogether, another region's timer), headed by the region's name.
struct MatrixSection {
    /// `nil` for the one table of a machine without regions.
    let region: String?
    let states: [Int]
    /// Positions in the plan's columns.
    let columns: [Int]

    static func sections(of plan: MatrixPlan) -> [MatrixSection] {
        let machine = plan.machine
        guard machine.hasRegions else {
            return [MatrixSection(region: nil, states: Array(machine.states.indices), columns: Array(plan.columns.indices))]
        }
        let regionOfState = machine.regionOfState
        return machine.regions.enumerated().map { number, group in
            let states = machine.states.indices.filter { regionOfState[$0] == number }
            let columns = plan.columns.indices.filter { column in states.contains { !plan.cells[$0][column].isEmpty } }
            return MatrixSection(region: machine.groups[group].name, states: states, columns: columns)
        }
    }
}
