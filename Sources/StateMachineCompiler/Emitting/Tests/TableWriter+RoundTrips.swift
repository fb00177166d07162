extension TableWriter {
    /// The values of a ``RoundTripPlan`` as the table spells them: each state (a `State(...)` of
    /// every region's, with regions) and each durable effect.
    mutating func roundTripValues(_ plan: RoundTripPlan) -> (states: [String], effects: [String]) {
        let states = plan.states.map { machine.hasRegions ? spell(regions: $0) : $0.first.map { spell($0, in: machine.states) } ?? "" }
        return (states, plan.effects.map { spell($0, in: machine.effects) })
    }
}
