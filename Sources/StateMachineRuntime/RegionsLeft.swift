/// Which orthogonal regions a move of the store's scopes leaves: every one when the store is
/// created (or restored) in a state, else those whose chosen row was a `->` row, as
/// `StateMachine.apply(_:to:context:regionsLeft:)` reports them. A scope of any other region
/// is kept untouched, its timers' deadlines and its activities' tasks with it.
enum RegionsLeft<Region: Hashable> {
    case every
    case only(Set<Region>)

    /// Whether a scope of `region` follows the exit rules; a scope outside every region (a
    /// machine without regions) always does.
    func includes(_ region: Region?) -> Bool {
        guard let region, case .only(let left) = self else { return true }
        return left.contains(region)
    }
}
