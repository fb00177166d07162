/// `entry SOURCE [GUARD] / EFFECT, ...` or `exit ...`: effects that a `->` row yields when it
/// enters or leaves the source. A declaration whose ``Clause`` (patterns on the state
/// entered or left, and guard) does not hold contributes nothing; it never rejects the event.
public struct StateEffects: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case entry, exit
        /// Activities: effects started on entry whose tasks the runtime cancels on exit.
        case during
    }

    public enum Source: Hashable, Sendable {
        /// A state case; its patterns, if written, are the clause's match on the state
        /// entered (entry) or left (exit).
        case state(Int)
        /// A group: applies when a transition crosses the group's boundary.
        case group(Int)
    }

    public let kind: Kind
    public let source: Source
    /// Has no target arguments: the declaration leads nowhere.
    public let clause: Clause
    /// 1-based line of the declaration's keyword.
    public let line: Int
    /// The declaration as written, on one line, for generated comments.
    public let text: String

    public init(kind: Kind, source: Source, clause: Clause, line: Int, text: String = "") {
        self.kind = kind
        self.source = source
        self.clause = clause
        self.line = line
        self.text = text
    }

    /// The patterns on the state, empty for a group or a state written without parentheses.
    public var patterns: [Pattern] { clause.statePatterns ?? [] }
}

/// The entry and exit declarations by source, in written order, built once: scanning every
/// declaration for each state made large specs quadratic.
public struct StateEffectsIndex: Sendable {
    private struct Key: Hashable {
        let kind: StateEffects.Kind
        let index: Int
    }

    private var byState: [Key: [StateEffects]] = [:]
    private var byGroup: [Key: [StateEffects]] = [:]

    public init(_ machine: Machine) {
        for declaration in machine.stateEffects {
            switch declaration.source {
            case .state(let state): byState[Key(kind: declaration.kind, index: state), default: []].append(declaration)
            case .group(let group): byGroup[Key(kind: declaration.kind, index: group), default: []].append(declaration)
            }
        }
    }

    /// The declarations of one kind whose source is the state case.
    public func declarations(_ kind: StateEffects.Kind, ofState state: Int) -> [StateEffects] {
        byState[Key(kind: kind, index: state), default: []]
    }

    /// The declarations of one kind whose source is the group.
    public func declarations(_ kind: StateEffects.Kind, ofGroup group: Int) -> [StateEffects] {
        byGroup[Key(kind: kind, index: group), default: []]
    }
}
