/// `history GROUP -> DEFAULT` or `deep history GROUP -> DEFAULT`: the group remembers the state
/// the machine was in when it last left the group, and a row whose target is `GROUP history`
/// (`GROUP deep history`) leads back there.
///
/// What is remembered is the same for both kinds: the exact state left, payload included. They
/// differ in what they restore from it. Deep history restores that state. Shallow history
/// restores the group's member that held it: the state itself when it is a member of the group,
/// or, when it lies in a nested group, that group's first state in written order (its first
/// member, or its first member's first state), which has no payload (the checker requires it),
/// as SCXML enters a compound state without an `initial` at its first child.
public struct History: Hashable, Sendable {
    public enum Depth: String, Hashable, Sendable {
        case shallow, deep
    }

    /// The group's index in ``Machine/groups``.
    public let group: Int
    public let depth: Depth
    /// The state a row to this history enters while the group was never left.
    public let defaultState: Int
    /// The default's payload, one literal per field.
    public let defaultArguments: [Value]
    /// 1-based line of the declaration's first word.
    public let line: Int

    public init(group: Int, depth: Depth, defaultState: Int, defaultArguments: [Value] = [], line: Int) {
        self.group = group
        self.depth = depth
        self.defaultState = defaultState
        self.defaultArguments = defaultArguments
        self.line = line
    }
}

extension Machine {
    /// The groups some history declaration remembers for, ascending: what a machine's state
    /// value holds beside its states.
    public var rememberingGroups: [Int] { Set(histories.map(\.group)).sorted() }

    /// The state shallow history restores in `group` when the machine last left it from `state`:
    /// `state` itself when it is a member of `group`, else the first state of the nested group that
    /// holds it.
    public func shallowRestoration(of state: Int, in group: Int) -> Int {
        guard groups.indices.contains(group) else { return state }
        for member in groups[group].members {
            switch member {
            case .state(let member) where member == state: return state
            case .group(let nested) where membership.groups(containing: state).contains(nested): return firstState(of: nested)
            case .state, .group: continue
            }
        }
        return state
    }

    /// The group's first state in written order: its first member, or its first member's first state.
    public func firstState(of group: Int) -> Int {
        var current = group
        var visited: Set<Int> = []
        while groups.indices.contains(current), visited.insert(current).inserted, let first = groups[current].members.first {
            switch first {
            case .state(let state): return state
            case .group(let nested): current = nested
            }
        }
        return membership.states(inGroup: group).first ?? 0
    }
}
