/// What keeps the table of a machine with many regions from growing as the square (or cube)
/// of its regions. Every case spells each region's state twice (before and after), so a table
/// where every state meets every event costs states × events × regions: with an event per
/// region, the cube of the regions. Past ``spellingBudget`` region states, a state meets only
/// the events its own region's rows handle (the others' events meet it in its region's
/// initial state, in their own cases), and past the budget again the cases are cut, counted
/// in the file's header rather than written.
///
/// A bound present means each state met only the events of its own region's rows.
public struct RegionTableBound: Hashable, Sendable {
    /// Region states a table may spell, about 1.2 MB of Swift: far above any screen's machine
    /// (the article list spells a few hundred), so only machines of dozens of regions meet it.
    public static let spellingBudget = 100_000

    /// The pairs of a state and an event past the budget, not planned; zero when none was.
    public let pairsLeftOut: Int

    /// Whether `machine`'s states meet only their own region's events, and how many cases fit.
    static func limits(_ machine: Machine) -> (ownEventsOnly: Bool, caseLimit: Int) {
        let regions = max(machine.regions.count, 1)
        let full = machine.states.count.multipliedReportingOverflow(by: machine.events.count * 2 * regions)
        return (full.overflow || full.partialValue > spellingBudget, spellingBudget / (2 * regions))
    }

    /// Per region, the events some row of that region handles, ascending.
    static func ownEvents(of machine: Machine) -> [[Int]] {
        var events = Array(repeating: Set<Int>(), count: machine.regions.count)
        for row in machine.rows {
            guard let event = row.event, let region = machine.membership.region(of: row.source), events.indices.contains(region)
            else { continue }
            events[region].insert(event)
        }
        return events.map { $0.sorted() }
    }
}
