/// How far the walks of a machine with regions may search, all of them together. Trying a row
/// at a state steps every region, so a search over many regions costs its states × rows ×
/// regions: with an event per region, a power of the regions. A row tried at a state costs one
/// choice per region; past the budget, searches stop where they are, the rows no walk reached
/// are listed in the scenarios file's header, and the file says the search was cut.
/// Shared by every walker of one plan, so it bounds the whole plan, not each search.
final class RegionWalkBudget {
    /// Region choices the walks of one machine may make: far above a screen's machine (the
    /// article list's walks make under 2,000), so only machines of a dozen regions or more meet it.
    static let choices = 20_000

    private var left = RegionWalkBudget.choices
    /// Whether a search stopped at the budget.
    private(set) var isSpent = false

    /// Takes `cost` choices; false, and spent from then on, when fewer than that are left.
    func take(_ cost: Int) -> Bool {
        guard !isSpent, cost <= left else {
            isSpent = true
            return false
        }
        left -= cost
        return true
    }
}
