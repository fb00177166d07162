/// `entry SOURCE [GUARD] / EFFECT, ...` or `exit ...`: effects that a `->` row yields when it
/// enters or leaves the source. A declaration whose ``Clause`` (patterns on the state
/// entered or left, and guard) does not hold contributes nothing; it never rejects the event.
public struct StateEffects: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case entry, exit
        /// Activities: effects started on entry whose tasks the runtime cancels on exit.
        case during
    }

    public let kind: Kind
    /// A state case, whose patterns, if written, are the clause's match on the state entered
    /// (entry) or left (exit); or a group, which applies when a transition crosses its boundary.
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

/// The entry, exit and during declarations by source, in written order, built once: scanning
/// every declaration for each state made large specs quadratic.
public struct StateEffectsIndex: Sendable {
    private struct Key: Hashable {
        let kind: StateEffects.Kind
        let source: Source
    }

    private var bySource: [Key: [StateEffects]] = [:]

    public init(_ machine: Machine) {
        for declaration in machine.stateEffects {
            bySource[Key(kind: declaration.kind, source: declaration.source), default: []].append(declaration)
        }
    }

    /// The declarations of one kind whose source is `source` (a state case or a group).
    public func declarations(_ kind: StateEffects.Kind, of source: Source) -> [StateEffects] {
        bySource[Key(kind: kind, source: source), default: []]
    }
}
