extension Pipeline {
    /// What the generated tests of a machine with regions expect: its region table (events and
    /// timers) and scenario walks over every region's state at once. Start cases are not planned
    /// for regions yet, so that part is empty.
    static func planRegions(_ machine: Machine) -> TestPlans {
        let regionTable = RegionTable.plan(for: machine)
        let table = TransitionTablePlan(cases: [], overflowOnly: [])
        return TestPlans(
            machine: machine, transitionTable: table, starts: [], timers: [], scopes: [],
            scenarios: ScenarioPlanner.plan(for: machine, table: table, regionTable: regionTable), regionTable: regionTable)
    }
}
