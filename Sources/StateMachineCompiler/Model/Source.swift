/// Where a row or an `entry`, `exit` or `during` declaration applies, as written. Which states
/// that stands for, and which scopes they are in, is the machine's ``Membership`` answer.
public enum Source: Hashable, Sendable {
    /// `*`: every state (for a row that leads somewhere, every state but the final ones).
    /// Rows only.
    case any
    /// A state case; its patterns, if written, are the clause's first match.
    case state(Int)
    /// A group: each of its states, directly or through nested groups (for a row that leads
    /// somewhere, its final states left out).
    case group(Int)
    /// `a, b, busy`: each item once, in written order, without patterns. A declaration's list
    /// is checked into one declaration per item, so only rows keep a list.
    case list([GroupMember])
}

/// A member of a group or an item of a source list.
public enum GroupMember: Hashable, Sendable {
    case state(Int)
    case group(Int)

    /// The item as a source of its own.
    public var source: Source {
        switch self {
        case .state(let state): .state(state)
        case .group(let group): .group(group)
        }
    }
}
