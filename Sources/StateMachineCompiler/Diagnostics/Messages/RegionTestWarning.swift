/// `in-never-holds`: why an `in(...)` test is false whenever its clause is read;
/// `in-always-holds`: an `in(...)` test that is true whenever it is read.
enum RegionTestWarning: DiagnosticMessage {
    /// No path from the region's initial state reaches the state, or any state of the group.
    case neverReached(test: String, name: String, region: String, initial: String)
    /// The clause's region is in its source (a row's, an `exit`'s) only while the other region
    /// is somewhere else.
    case neverTogether(test: String, name: String, region: String, source: String, sourceRegion: String)
    /// The `entry`'s region enters its source only while the other region is somewhere else.
    case neverOnEntry(test: String, name: String, region: String, entered: String, sourceRegion: String)
    /// Another test the guard needs puts the same region in another state.
    case contradicts(test: String, other: String, region: String)
    /// The test names a whole region (or a group of all its states), which is always in one of them.
    case wholeRegion(test: String, region: String)

    var id: DiagnosticID {
        if case .wholeRegion = self { return .inAlwaysHolds }
        return .inNeverHolds
    }

    var text: String {
        switch self {
        case .neverReached(let test, let name, let region, let initial):
            "'\(test)' never holds: region '\(region)' never reaches '\(name)' from its initial state '\(initial)'"
        case .neverTogether(let test, let name, let region, let source, let sourceRegion):
            "'\(test)' never holds here: region '\(region)' is never in '\(name)' while region '\(sourceRegion)' is in '\(source)'"
        case .neverOnEntry(let test, let name, let region, let entered, let sourceRegion):
            "'\(test)' never holds here: region '\(region)' is never in '\(name)' when region '\(sourceRegion)' enters '\(entered)'"
        case .contradicts(let test, let other, let region):
            "'\(test)' never holds together with '\(other)': region '\(region)' is in one state at a time"
        case .wholeRegion(let test, let region):
            "'\(test)' always holds: region '\(region)' is always in one of its states; name a state or group to test where it is"
        }
    }
}
