extension Pipeline {
    /// What the generated tests of a machine with regions expect: its region table (events and
    /// timers). Start cases and scenario walks are not planned for regions yet, so those parts are empty.
    static func planRegions(_ machine: Machine) -> TestPlans {
        TestPlans(
            machine: machine, transitionTable: TransitionTablePlan(cases: [], overflowOnly: []), starts: [], timers: [],
            scopes: [], scenarios: ScenarioPlan(scenarios: [], skipped: [], omitted: 0, unreached: [], overflowOnly: []),
            regionTable: RegionTable.plan(for: machine))
    }
}
