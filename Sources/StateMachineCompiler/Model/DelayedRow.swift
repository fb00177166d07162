/// `SOURCE after DURATION [GUARD] -> TARGET / EFFECT, ...`: a transition the clock fires once
/// the machine has stayed in SOURCE for DURATION. Entering SOURCE arms it and leaving SOURCE
/// disarms it, by the exit rules of `->` rows; when it fires it applies as a row for an event
/// would, its patterns and guard read at that moment.
public struct DelayedRow: Hashable, Sendable {
    public enum Delay: Hashable, Sendable {
        /// `5s`: a positive amount of a unit.
        case literal(amount: Int, unit: DurationUnit)
        /// A context field of type `Duration`, read when the timer is armed.
        case field(String)
    }

    /// 0-based position among the delayed rows.
    public let index: Int
    /// 1-based line of the row's first token in the spec.
    public let line: Int
    public let source: Row.Source
    public let delay: Delay
    public let guardExpression: GuardExpression?
    /// Always a transition: the checker refuses `ignore`.
    public let action: Row.Action
    /// The row as written, on one line with comments removed, for generated comments.
    public let text: String

    public init(
        index: Int, line: Int, source: Row.Source, delay: Delay, guardExpression: GuardExpression?, action: Row.Action, text: String = ""
    ) {
        self.index = index
        self.line = line
        self.source = source
        self.delay = delay
        self.guardExpression = guardExpression
        self.action = action
        self.text = text
    }

    /// The states the row is a candidate in, ascending; `nil` for `*`.
    public var sourceStates: [Int]? {
        switch source {
        case .any: return nil
        case .state(let state, _): return [state]
        case .states(let states, _): return states
        }
    }

    /// The source's patterns, empty unless the source is one state written with parentheses.
    public var patterns: [Pattern] {
        if case .state(_, let patterns?) = source { return patterns }
        return []
    }

    /// The bound names it reads: in its guard, its target's and effects' arguments, and repeated patterns.
    public var referencedNames: Set<String> {
        var values: [Value] = []
        if case .transition(_, let arguments, let effects) = action { values = arguments + effects.flatMap(\.arguments) }
        values += guardExpression?.values ?? []
        var referenced: Set<String> = []
        for case .binding(let name) in values.flatMap(\.leaves) { referenced.insert(name) }
        for case .same(let name) in patterns { referenced.insert(name) }
        return referenced
    }

    /// `5s`, `300ms`, `2min`, or the field's name, as the spec spells it.
    public var delaySpelling: String {
        switch delay {
        case .literal(let amount, let unit): return "\(amount)\(unit.rawValue)"
        case .field(let name): return name
        }
    }
}
