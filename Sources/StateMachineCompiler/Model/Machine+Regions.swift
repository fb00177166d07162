/// Orthogonal regions: a machine with `region` declarations is in one state of each region at
/// once, and each event is offered to every region (see the interpreter's `step(from:on:context:)` over `[RuntimeCase]`).
extension Machine {
    /// The groups that are regions, in declaration order; a region's position here is its number.
    public var regions: [Int] { membership.regions }

    public var hasRegions: Bool { !membership.regions.isEmpty }

    /// The region (its position in ``regions``) of each state, indexed like `states`; `nil` for
    /// a state outside every region, which the checker refuses in a machine with regions.
    public var regionOfState: [Int?] { membership.regionOfState }

    /// The states of each region, in declaration order, regions in declaration order: a region
    /// is a group, whose states `Membership` already holds.
    public var statesByRegion: [[Int]] { regions.map(membership.states(inGroup:)) }

    /// The states of each region, as ``statesByRegion``, and for a machine without regions its
    /// states as one region: what a plan that covers every machine alike walks.
    public var stateRegions: [[Int]] { hasRegions ? statesByRegion : [Array(states.indices)] }

    /// Where each region of ``stateRegions`` starts: ``regionInitials``, or ``initial`` alone.
    public var initials: [InitialState] { hasRegions ? regionInitials : [initial] }

    /// The position in ``stateRegions`` of the region holding `state`: 0 in a machine without
    /// regions; `nil` for a state outside every region, which the checker refuses.
    public func stateRegion(ofState state: Int) -> Int? { hasRegions ? membership.region(ofState: state) : 0 }

    /// The name of region `region` (its position in ``regions``), as written.
    public func regionName(_ region: Int) -> String {
        let regions = self.regions
        return regions.indices.contains(region) ? groups[regions[region]].name : ""
    }
}

/// `in(STATE)`, `in(STATE(PATTERN, ...))` or `in(GROUP)`: whether another region is there.
public struct RegionTest: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// Its patterns, if written, use only names the clause bound (`.same`), `_` and literals.
        case state(Int, patterns: [Pattern]?)
        case group(Int)
    }

    public let target: Target
    /// The region read, its position in ``Machine/regions``.
    public let region: Int
    /// The state's or group's name, as written.
    public let name: String

    public init(target: Target, region: Int, name: String) {
        self.target = target
        self.region = region
        self.name = name
    }

    /// The names the test compares with, in written order.
    public var comparedNames: [String] {
        guard case .state(_, let patterns?) = target else { return [] }
        return patterns.compactMap { if case .same(let name) = $0 { name } else { nil } }
    }

    /// `in(loaded)`, `in(refreshing(id, _))`.
    public var specText: String {
        guard case .state(_, let patterns?) = target else { return "in(\(name))" }
        return "in(\(name)(" + patterns.map(\.specText).joined(separator: ", ") + "))"
    }
}
