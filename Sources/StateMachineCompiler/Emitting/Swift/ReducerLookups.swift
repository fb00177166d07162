/// What every event's `switch` asks of the machine's rows and states, worked out once per
/// machine: a machine with regions writes a switch per region, and working these out for each
/// made generating it quadratic in the regions.
struct ReducerLookups {
    /// What each row reads, by row index: asked of each row once per branch it lands in.
    let referencedNames: [[String]]
    /// `.name` for each state: every event's switch lists the states again.
    let statePatterns: [String]

    init(_ machine: Machine) {
        referencedNames = machine.rows.map { $0.clause.referencedNames }
        statePatterns = machine.states.map { "." + SwiftSyntax.identifier($0.name) }
    }
}
