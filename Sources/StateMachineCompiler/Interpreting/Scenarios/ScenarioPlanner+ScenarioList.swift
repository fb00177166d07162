extension ScenarioPlanner {
    /// The scenarios written so far and how many did not fit in ``stepLimit``, or with regions in
    /// the table's ``RegionTableBound/spellingBudget`` of spelled region states.
    struct ScenarioList {
        private(set) var written: [Scenario] = []
        private var steps = 0
        var omitted = 0
        /// Each state a scenario spells (its start and every step's) spells this many region states.
        let regions: Int
        private var spelled = 0
        /// Whether a scenario was left out for the region states it would spell.
        private(set) var spellingCut = false
        /// The walks written: with regions one step can fire rows of two regions, and those
        /// rows' walks and races are then the same walk, written once.
        private var walks: Set<Walk> = []

        private struct Walk: Hashable {
            let start: [RuntimeCase]
            let context: [RuntimeValue]
            let steps: [ScenarioStep]
        }

        init(regions: Int) {
            self.regions = regions
        }

        var isFull: Bool { steps >= ScenarioPlanner.stepLimit || spellingCut }

        mutating func admit(_ scenario: Scenario) {
            guard walks.insert(Walk(start: scenario.start, context: scenario.context, steps: scenario.steps)).inserted else { return }
            guard steps + scenario.steps.count <= ScenarioPlanner.stepLimit else {
                omitted += 1
                return
            }
            let spells = (scenario.steps.count + 1) * regions
            guard spelled + spells <= RegionTableBound.spellingBudget else {
                spellingCut = true
                omitted += 1
                return
            }
            written.append(scenario)
            steps += scenario.steps.count
            spelled += spells
        }
    }
}
