/// One case of the table of a machine with regions: every region's state before an event or
/// a timer, and what the reference interpreter's region step says it does.
public struct RegionCase: Hashable, Sendable {
    public enum Trigger: Hashable, Sendable {
        case event(RuntimeCase)
        /// The timer's position in ``Machine/timedRows``.
        case timer(Int)
    }

    /// The state whose rows the case is about; the generated test it belongs to.
    public let source: Int
    /// One state per region, in region declaration order.
    public let states: [RuntimeCase]
    public let trigger: Trigger
    /// One value per context field; empty when the spec has no context block.
    public let context: [RuntimeValue]
    public let outcome: RuntimeOutcome
    public let next: [RuntimeCase]
    /// Why the case is there, then a `fires` for each row another region fires at once.
    public let reasons: [CaseReason]
}

/// The table of a machine with regions, as the generated tests spell it.
public struct RegionTablePlan: Hashable, Sendable {
    /// By region, then by the region's states in declaration order, then event (timers apart).
    public let events: [RegionCase]
    /// By timer, as ``Machine/timedRows``, then the source region's states.
    public let timers: [RegionCase]
    /// How the event cases were bounded; `nil` when every state met every event.
    public var bound: RegionTableBound? = nil

    public static let empty = RegionTablePlan(events: [], timers: [])
}
