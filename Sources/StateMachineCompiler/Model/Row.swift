/// One transition row, in the order written.
public struct Row: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `*`: a candidate in every state (for `->` rows, every non-final state).
        case any
        /// A state case; `patterns` is `nil` when written without parentheses.
        case state(Int, patterns: [Pattern]?)
        /// A group or a comma-separated list, as `written`: a candidate in each of `states`
        /// (ascending, each once). For a `->` row the final states a group contains are left
        /// out, as for `*`.
        case states([Int], written: [GroupMember])
    }

    public enum Action: Hashable, Sendable {
        case transition(target: Int, arguments: [Value], effects: [EffectCall])
        case ignore
    }

    /// 0-based position among the rows.
    public let index: Int
    /// 1-based line of the row's first token in the spec.
    public let line: Int
    public let source: Source
    public let event: Int
    /// `nil` when the event is written without parentheses.
    public let eventPatterns: [Pattern]?
    public let guardExpression: GuardExpression?
    public let action: Action
    /// The row as written, on one line with comments removed, for generated comments.
    public let text: String

    public init(
        index: Int, line: Int, source: Source, event: Int, eventPatterns: [Pattern]?,
        guardExpression: GuardExpression?, action: Action, text: String = ""
    ) {
        self.index = index
        self.line = line
        self.source = source
        self.event = event
        self.eventPatterns = eventPatterns
        self.guardExpression = guardExpression
        self.action = action
        self.text = text
    }

    /// The state index named by a single-state source; `nil` for `*`, a group or a list.
    // Inlined into closures that borrow a `Row`, this getter crashes Swift 6.3.1's -O
    // CopyPropagation pass ("Found ownership error"), so release builds failed.
    @inline(never)
    public var sourceState: Int? {
        if case .state(let state, _) = source { return state }
        return nil
    }

    /// The states the row is a candidate in, ascending; `nil` for `*`.
    @inline(never)  // See `sourceState`.
    public var sourceStates: [Int]? {
        switch source {
        case .any: return nil
        case .state(let state, _): return [state]
        case .states(let states, _): return states
        }
    }

    public var isTransition: Bool {
        if case .transition = action { return true }
        return false
    }

    /// True when nothing but case names decides whether the row fires: no literal,
    /// no repeated name and no guard. Such a row shadows every later candidate.
    public var alwaysFires: Bool {
        guardExpression == nil && allPatterns.allSatisfy(\.isIrrefutable)
    }

    /// Source patterns then event patterns, in the order they bind.
    public var allPatterns: [Pattern] {
        var patterns: [Pattern] = []
        if case .state(_, let sourcePatterns?) = source { patterns += sourcePatterns }
        if let eventPatterns { patterns += eventPatterns }
        return patterns
    }
}

/// One position of a source or event pattern.
public enum Pattern: Hashable, Sendable {
    /// The first occurrence of a name: binds the value.
    case bind(String)
    /// A later occurrence of a bound name: the value must equal it.
    case same(String)
    /// `_`: not looked at.
    case skip
    /// The value must equal the literal.
    case literal(Literal)

    public var isIrrefutable: Bool {
        switch self {
        case .bind, .skip: return true
        case .same, .literal: return false
        }
    }
}

/// A value passed to a target state or an effect, or compared in a guard.
public indirect enum Value: Hashable, Sendable {
    /// A name bound by the row's patterns.
    case binding(String)
    /// A context field.
    case context(String)
    case literal(Literal)
    /// Integer `+` or `-` of two values of one integer type, the sum's type; a result outside
    /// it traps, as Swift's does.
    case arithmetic(ArithmeticOperator, Value, Value, IntegerType)

    /// The names, fields and literals the value reads, left to right.
    public var leaves: [Value] {
        if case .arithmetic(_, let left, let right, _) = self { return left.leaves + right.leaves }
        return [self]
    }
}

/// An effect the row yields, with one argument per declared parameter.
public struct EffectCall: Hashable, Sendable {
    public let effect: Int
    public let arguments: [Value]

    public init(effect: Int, arguments: [Value]) {
        self.effect = effect
        self.arguments = arguments
    }
}

/// A pure boolean condition over bound names, context fields and literals.
public indirect enum GuardExpression: Hashable, Sendable {
    case value(Value)
    case not(GuardExpression)
    case equal(GuardExpression, GuardExpression)
    case notEqual(GuardExpression, GuardExpression)
    /// `<`, `<=`, `>` or `>=` between two values of one standard ordered type.
    case ordering(OrderingOperator, GuardExpression, GuardExpression)
    case and(GuardExpression, GuardExpression)
    case or(GuardExpression, GuardExpression)
}
