/// What a reducer's `switch` reads and how its rows say what they did: the machine's whole
/// state, which `reduce` changes and answers an `Outcome` for, or one region's state in the
/// state before the event, for which the region's chooser answers its row enum (`RegionSteps.ContentRow`).
struct ReducerSubject {
    /// The expression switched on: `state`, or `before.content`.
    let expression: String
    /// The states it can be in; `nil` for every state of the machine.
    let states: [Int]?
    /// The region, its position in `Machine.regions`; `nil` for the machine's whole state.
    let region: Int?

    static let machine = ReducerSubject(expression: "state", states: nil, region: nil)

    /// Region `region`'s state in the state before the event, which `in(...)` reads too.
    static func region(_ region: Int, states: [Int], of machine: Machine) -> ReducerSubject {
        ReducerSubject(
            expression: ClauseTranslation.regionsBeforeEvent + "." + RegionSpelling(region, of: machine).property, states: states,
            region: region)
    }

    /// How many states the subject can be in: a switch listing fewer needs a `default`.
    func stateCount(in machine: Machine) -> Int {
        states?.count ?? machine.states.count
    }
}
