/// The `always` rows a state takes after a step changed: one added, removed or rewritten. They
/// decide where every step into the state ends, so any change of them is a behaviour change.
public struct EventlessChange: Hashable, Sendable {
    /// The state, by the new spec's name.
    public let state: String
    /// The state's `always` rows as written, in order (`none` without), in the old and new spec.
    public let before: String
    public let after: String
    /// The region whose state it is, in a machine with regions; `nil` without.
    public let region: String?

    /// `` in `loaded`, the `always` rows: `none` became `loaded(count) always [count == 0] -> empty` ``.
    public var summary: String {
        "in `\(state)`, the `always` rows: `\(before)` became `\(after)`"
    }
}

/// Compares the `always` rows of each state case both machines have, as written.
enum EventlessComparison {
    static func changes(_ pair: MachinePair) -> [EventlessChange] {
        guard pair.old.hasEventlessRows || pair.new.hasEventlessRows else { return [] }
        return pair.comparableStates.compactMap { newState, oldState in
            let before = text(pair.oldInterpreter.eventlessRowsOfState[oldState] ?? [], in: pair.old)
            let after = text(pair.newInterpreter.eventlessRowsOfState[newState] ?? [], in: pair.new)
            guard before != after else { return nil }
            return EventlessChange(
                state: pair.new.stateName(newState), before: before, after: after, region: pair.regionName(ofNewState: newState))
        }
    }

    private static func text(_ rows: [Row], in machine: Machine) -> String {
        rows.isEmpty ? "none" : rows.map(machine.specText(of:)).joined(separator: "; ")
    }
}
