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
        /// The `after` row's timer fired where its earlier visit left it: outside the row's
        /// source (it must change nothing), then in the source entered again (it fires).
        case staleTimer(line: Int)
        /// With regions: an event that fires rows in several regions at once, where their
        /// effects meet (the regions' exits, their rows' own, then their entries, in SCXML
        /// order) or where each of them moves. `lines` are the fired rows', regions in
        /// declaration order.
        case together(lines: [Int])
    }

    public let kind: Kind
    /// How the scenario walks, e.g. `draft → submitting → confirmed`.
    public let title: String
    /// The state the walk starts from: one case per region in declaration order, the
    /// machine's one state without regions.
    public let start: [RuntimeCase]
    /// One value per context field, used for every step; empty without a context block.
    public let context: [RuntimeValue]
    public let steps: [ScenarioStep]
}

/// What a scenario step delivers: an event, or the timer of an `after` row.
public enum ScenarioInput: Hashable, Sendable {
    case event(RuntimeCase)
    /// The timer at this position of ``Machine/timedRows`` fires.
    case timer(Int)
}

/// One event or timer of a scenario and what the spec says it does.
public struct ScenarioStep: Hashable, Sendable {
    public let input: ScenarioInput
    public let outcome: RuntimeOutcome
    /// The state after the step, as ``Scenario/start`` holds one: a case per region.
    public let next: [RuntimeCase]
    /// The lines of the rows that fired, regions in declaration order; empty when none did.
    public let firedLines: [Int]
    /// Why the step is there when the walk alone does not say it (a stale or current value).
    public let note: String?

    /// The row that fired, `nil` when none did; the first region's where several did.
    public var firedLine: Int? { firedLines.first }

    /// The event sent, `nil` for a timer.
    public var event: RuntimeCase? {
        guard case .event(let event) = input else { return nil }
        return event
    }
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
    /// With regions: whether the walks stopped at ``RegionWalkBudget/choices``.
    public let walksCut: Bool
    /// With regions: whether scenarios were left out for the region states they would spell.
    public let spellingCut: Bool
}
