/// What every construct that acts on a condition shares: patterns that bind names from
/// payloads, a guard over those names and the context, the payload it gives the state it
/// leads to, and the effects it yields. Rows and `entry`/`exit` declarations each hold one;
/// a new construct with patterns, a guard or effect calls holds one too, and the checker,
/// the analyses and the interpreter then treat it as they treat these (see ``ClauseOwner``).
public struct Clause: Hashable, Sendable {
    /// The pattern lists written, each against one payload, in the order they bind: a
    /// row's source state's, then its event's. A payload written without parentheses has none.
    public let matches: [PayloadMatch]
    /// Reads the names the patterns bind and the context fields.
    public let guardExpression: GuardExpression?
    /// The payload of the state the clause leads to: a `->` row's target arguments; empty
    /// when it leads nowhere or the state has no payload.
    public let targetArguments: [Value]
    public let effects: [EffectCall]

    public init(
        matches: [PayloadMatch] = [], guardExpression: GuardExpression? = nil, targetArguments: [Value] = [], effects: [EffectCall] = []
    ) {
        self.matches = matches
        self.guardExpression = guardExpression
        self.targetArguments = targetArguments
        self.effects = effects
    }

    /// Every pattern, in the order they bind.
    public var allPatterns: [Pattern] {
        matches.count == 1 ? matches[0].patterns : matches.flatMap(\.patterns)
    }

    /// The patterns written against the state's payload, `nil` when none were.
    public var statePatterns: [Pattern]? {
        for match in matches { if case .state = match.payload { return match.patterns } }
        return nil
    }

    /// The patterns written against the event's payload, `nil` when none were.
    public var eventPatterns: [Pattern]? {
        for match in matches { if case .event = match.payload { return match.patterns } }
        return nil
    }

    /// True when nothing but case names decides whether it applies: no literal, no
    /// repeated name and no guard.
    public var isUnconditional: Bool {
        guardExpression == nil && matches.allSatisfy { $0.patterns.allSatisfy(\.isIrrefutable) }
    }

    public func with(matches: [PayloadMatch]) -> Clause {
        Clause(matches: matches, guardExpression: guardExpression, targetArguments: targetArguments, effects: effects)
    }

    public func with(guardExpression: GuardExpression?) -> Clause {
        Clause(matches: matches, guardExpression: guardExpression, targetArguments: targetArguments, effects: effects)
    }
}

/// Patterns against one payload: the state the clause is evaluated in (a row's source,
/// the state an `entry` enters or an `exit` leaves) or the event.
public struct PayloadMatch: Hashable, Sendable {
    public enum Payload: Hashable, Sendable {
        case state(Int)
        case event(Int)
    }

    public let payload: Payload
    public let patterns: [Pattern]

    public init(_ payload: Payload, _ patterns: [Pattern]) {
        self.payload = payload
        self.patterns = patterns
    }
}

/// Where a clause is written: the row or the `entry`/`exit` declaration that holds it.
///
/// A new construct with a clause adds a case here, lists its clauses in ``Machine/clauses``
/// and their ranges in ``MachineSourceMap/ranges(of:)``; the clause analyses (bindings,
/// guards) then cover it, and say what it is by ``Machine/clauseNoun(of:)``.
public enum ClauseOwner: Hashable, Sendable {
    case row(Int)
    case stateEffects(Int)
}

extension Machine {
    /// Every clause with its owner: the rows', then the entry and exit declarations', each
    /// in written order.
    public var clauses: [(owner: ClauseOwner, clause: Clause)] {
        rows.map { (.row($0.index), $0.clause) } + stateEffects.enumerated().map { (.stateEffects($0.offset), $0.element.clause) }
    }

    /// How warnings name the owner: `row`, `'after' row`, `entry`, `exit` or `during`.
    public func clauseNoun(of owner: ClauseOwner) -> String {
        switch owner {
        case .row(let row): return rows[row].delay == nil ? "row" : "'after' row"
        case .stateEffects(let declaration): return stateEffects[declaration].kind.rawValue
        }
    }

    /// The declared type of the value a pattern of the clause binds to `name`.
    public func boundType(of name: String, in clause: Clause) -> SwiftType? {
        for match in clause.matches {
            let parameters: [Field]
            switch match.payload {
            case .state(let state): parameters = states[state].parameters
            case .event(let event): parameters = events[event].parameters
            }
            for (pattern, parameter) in zip(match.patterns, parameters) where pattern == .bind(name) { return parameter.type }
        }
        return nil
    }
}
