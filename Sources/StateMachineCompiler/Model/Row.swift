/// One transition row, in the order written: where it is a candidate (its source, and its
/// trigger: an event, or a delay after which the clock fires it), what it does (move to a
/// target, update the state in place, or ignore the event), and its ``Clause``: the
/// patterns, guard, target arguments and effects.
public struct Row: Hashable, Sendable {
    /// What makes the row a candidate once the machine is in its source.
    public enum Trigger: Hashable, Sendable {
        /// `SOURCE on EVENT`: its patterns, if written, are the clause's match on the event.
        case event(Int)
        /// `SOURCE after DELAY`: entering the source arms a timer and leaving it disarms it;
        /// when the delay has passed, the row applies as a row for an event would.
        case after(Delay)
        /// `SOURCE always`: an eventless row, taken right after any step that changed the state
        /// (and at the start) while its patterns and guard hold; always a `->` row.
        case always
        /// `GROUP done`: a completion row, taken like an `always` row once the machine is in one
        /// of the group's final states (its source lists them); the one row that leaves a final state.
        case completion(group: Int)
    }

    public enum Action: Hashable, Sendable {
        /// `-> TARGET`: leaves the source and enters the target, whose payload is the clause's
        /// target arguments.
        case transition(target: Int)
        /// `stays STATE`: changes the payload of the state the machine is in to the clause's
        /// target arguments, leaving nothing and entering nothing (no exit or entry effects;
        /// timers and activities keep running).
        case update(state: Int)
        case ignore
    }

    /// 0-based position among the rows.
    public let index: Int
    /// 1-based line of the row's first token in the spec.
    public let line: Int
    public let source: Source
    public let trigger: Trigger
    public let action: Action
    public let clause: Clause
    /// The row as written, on one line with comments removed, for generated comments.
    public let text: String
    /// `-> GROUP history`: the index in ``Machine/histories`` of the history the row leads to;
    /// its action's target is then that history's default (and the clause's target arguments
    /// the default's literals), the state entered while the group was never left.
    public let history: Int?

    public init(
        index: Int, line: Int, source: Source, trigger: Trigger, action: Action, clause: Clause = Clause(), text: String = "",
        history: Int? = nil
    ) {
        self.history = history
        self.index = index
        self.line = line
        self.source = source
        self.trigger = trigger
        self.action = action
        self.clause = clause
        self.text = text
    }

    /// A row for an event.
    public init(index: Int, line: Int, source: Source, event: Int, action: Action, clause: Clause = Clause(), text: String = "") {
        self.init(index: index, line: line, source: source, trigger: .event(event), action: action, clause: clause, text: text)
    }

    /// The row with another clause, for searches and faults.
    public func with(_ clause: Clause) -> Row {
        Row(index: index, line: line, source: source, trigger: trigger, action: action, clause: clause, text: text, history: history)
    }

    /// The event of an `on` row; `nil` for an `after` or `always` row.
    public var event: Int? {
        if case .event(let event) = trigger { return event }
        return nil
    }

    /// The delay of an `after` row; `nil` for an `on` or `always` row.
    public var delay: Delay? {
        if case .after(let delay) = trigger { return delay }
        return nil
    }

    /// An `always` or a completion (`done`) row: no event or timer makes it a candidate, a step's end does.
    public var isEventless: Bool {
        switch trigger {
        case .always, .completion: true
        case .event, .after: false
        }
    }

    /// The state index named by a single-state source; `nil` for `*`, a group or a list.
    // Inlined into closures that borrow a `Row`, this getter crashes Swift 6.3.1's -O
    // CopyPropagation pass ("Found ownership error"), so release builds failed.
    @inline(never)
    public var sourceState: Int? {
        if case .state(let state) = source { return state }
        return nil
    }

    /// The state the row leads to: a `->` row's target or the state a `stays` row updates;
    /// `nil` for an `ignore` row.
    public var target: Int? {
        switch action {
        case .transition(let target), .update(let target): return target
        case .ignore: return nil
        }
    }

    /// A `->` or `stays` row: one that leads to a state, so `*` and groups stand for their
    /// states but the final ones (see ``Membership/candidateStates(of:)``).
    public var leadsSomewhere: Bool { target != nil }

    /// A `stays` row.
    public var updatesInPlace: Bool {
        if case .update = action { return true }
        return false
    }

    public var guardExpression: GuardExpression? { clause.guardExpression }

    /// `nil` when the source is written without parentheses (or is not one state).
    public var sourcePatterns: [Pattern]? { clause.statePatterns }

    /// `nil` when the event is written without parentheses.
    public var eventPatterns: [Pattern]? { clause.eventPatterns }

    /// True when nothing but case names decides whether the row fires: no literal,
    /// no repeated name and no guard. Such a row shadows every later candidate.
    public var alwaysFires: Bool { clause.isUnconditional }
}
