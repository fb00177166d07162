/// A sequence of events sent to the machine from a starting state, with what the spec
/// says each one does: a story a reviewer reads top to bottom.
public struct Scenario: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The shortest walk from the initial state that ends with the row on `line` firing.
        case path(line: Int)
        /// A result for an earlier value of `name` arrives after the machine moved on to a
        /// later one: it must change nothing, and the current one must still fire the row.
        case staleResult(line: Int, name: String)
        /// The event that fired the row, delivered a second time.
        case duplicate(line: Int)
    }

    public let kind: Kind
    /// How the scenario walks, e.g. `draft → submitting → confirmed`.
    public let title: String
    public let start: RuntimeCase
    /// One value per context field, used for every step; empty without a context block.
    public let context: [RuntimeValue]
    public let steps: [ScenarioStep]
}

/// One event of a scenario and what the spec says it does.
public struct ScenarioStep: Hashable, Sendable {
    public let event: RuntimeCase
    public let outcome: RuntimeOutcome
    public let next: RuntimeCase
    /// The row that fired, `nil` when none did.
    public let firedLine: Int?
    /// Why the step is there when the walk alone does not say it (a stale or current value).
    public let note: String?
}

/// The scenarios of a machine, and the races it could not stage, each with the reason.
public struct ScenarioPlan: Hashable, Sendable {
    public let scenarios: [Scenario]
    /// One sentence per row whose stale-result race has no walk back to its state.
    public let skipped: [String]
    /// Scenarios left out because the machine's walks would pass ``ScenarioPlanner/stepLimit``.
    public let omitted: Int
    /// Lines of the rows no walk from the initial state was found to fire.
    public let unreached: [Int]
    /// Of those, the rows that only an overflowing sum was found to fire (the transition
    /// table's ``TransitionTablePlan/overflowOnly``).
    public let overflowOnly: [Int]
}
