/// What a machine's generated tests expect, each part worked out once by the reference
/// interpreter: the test and scenario emitters only spell these values.
public struct TestPlans: Sendable {
    public let machine: Machine
    public let transitionTable: TransitionTablePlan
    /// The cases that check `entryEffects(of:)`; empty without `entry` declarations.
    public let starts: [StartCase]
    /// The cases that fire each `after` row's timer; empty without `after` rows.
    public let timers: [TimerCase]
    /// The cases that check `scopes(of:context:)`; empty without `after` rows and `during` declarations.
    public let scopes: [ScopeCase]
    public let scenarios: ScenarioPlan
    /// The table of a machine with regions, which then stands for `transitionTable` and `timers`
    /// (both empty); empty without regions.
    public var regionTable = RegionTablePlan.empty
    /// The cases that check `start(_:)` on the `always` and `done` rows; empty without them.
    public var eventless: [EventlessCase] = []
}
