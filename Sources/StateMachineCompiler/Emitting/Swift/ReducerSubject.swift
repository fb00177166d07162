/// What a reducer's `switch` reads and how its rows say what they did: the machine's whole
/// state, which `reduce` changes and answers an `Outcome` for, or one region's state, which
/// its rows change in place while `RegionSteps` gathers the effects and the outcome.
struct ReducerSubject {
    /// The expression switched on: `state`, or `state.content`.
    let expression: String
    /// The states it can be in; `nil` for every state of the machine.
    let states: [Int]?
    /// The region, its position in `Machine.regions`; `nil` for the machine's whole state.
    let region: Int?
    /// What a region's `in(...)`, exits and entries read as the state before the event: `state`
    /// while no region has moved yet, else `before`, a copy taken when the event arrived.
    let regionsRead: String
    /// The regions' plan, which says how a region's row commits; `nil` for the machine's whole state.
    let plan: RegionPlan?

    static let machine = ReducerSubject(expression: "state", states: nil, region: nil, regionsRead: "state", plan: nil)

    /// Region `region`'s state, whose rows commit in place; `readsBefore` when a region before it may
    /// already have moved on this event and something of this region's reads the others.
    static func region(_ region: RegionPlan.Region, of plan: RegionPlan, readsBefore: Bool) -> ReducerSubject {
        ReducerSubject(
            expression: "state." + region.spelling.property, states: region.states, region: region.number,
            regionsRead: readsBefore ? ClauseTranslation.regionsBeforeEvent : "state", plan: plan)
    }

    /// Names the in-place rows of a region use beside the payloads, which no binding may hide.
    var reservedNames: [String] {
        region == nil ? [] : [ClauseTranslation.regionsBeforeEvent, "next", "steps"]
    }

    /// How many states the subject can be in: a switch listing fewer needs a `default`.
    func stateCount(in machine: Machine) -> Int {
        states?.count ?? machine.states.count
    }
}
