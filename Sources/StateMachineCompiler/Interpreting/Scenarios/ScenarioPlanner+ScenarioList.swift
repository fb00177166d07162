extension ScenarioPlanner {
    /// The scenarios written so far and how many did not fit in ``stepLimit``.
    struct ScenarioList {
        private(set) var written: [Scenario] = []
        private var steps = 0
        var omitted = 0
        /// The walks written: with regions one step can fire rows of two regions, and those
        /// rows' walks and races are then the same walk, written once.
        private var walks: Set<Walk> = []

        private struct Walk: Hashable {
            let start: [RuntimeCase]
            let context: [RuntimeValue]
            let steps: [ScenarioStep]
        }

        var isFull: Bool { steps >= ScenarioPlanner.stepLimit }

        mutating func admit(_ scenario: Scenario) {
            guard walks.insert(Walk(start: scenario.start, context: scenario.context, steps: scenario.steps)).inserted else { return }
            guard steps + scenario.steps.count <= ScenarioPlanner.stepLimit else {
                omitted += 1
                return
            }
            written.append(scenario)
            steps += scenario.steps.count
        }
    }
}
