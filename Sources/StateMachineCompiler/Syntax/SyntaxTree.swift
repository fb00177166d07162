/// The parsed spec, before names are resolved: every node keeps its source range so the
/// checker can point at the exact token it objects to.
public struct SpecSyntax: Hashable, Sendable {
    public var declarations: [DeclarationSyntax]
}

public enum DeclarationSyntax: Hashable, Sendable {
    case machine(keyword: SourceRange, name: NameSyntax)
    case context(keyword: SourceRange, fields: [ParameterSyntax])
    /// `initial NAME[(LITERAL, ...)]`; in a machine with regions, one state per region:
    /// `initial notLoaded, idle` (the states after the first in `more`).
    case initial(keyword: SourceRange, state: NameSyntax, arguments: [LiteralSyntax]?, more: [InitialItemSyntax] = [])
    case cases(CaseDeclarationSyntax)
    case row(RowSyntax)
    /// `group NAME = MEMBER, ...`
    case group(GroupSyntax)
    /// `region NAME = MEMBER, ...`: a group whose states move independently of other regions'.
    case region(GroupSyntax)
    /// `entry SOURCE [GUARD] / EFFECT, ...` or `exit ...`
    case stateEffects(StateEffectsSyntax)
    /// `history GROUP -> DEFAULT` or `deep history GROUP -> DEFAULT`
    case history(HistorySyntax)
    /// A case declaration whose name parsed but whose rest did not. Its name still counts as
    /// declared, so rows using it are not reported a second time as unknown.
    case invalidCase(CaseDeclarationSyntax.Kind, NameSyntax)
}

public struct NameSyntax: Hashable, Sendable {
    public let text: String
    public let range: SourceRange
}

/// `label: Type` in a case payload, or `name: Type` in the context block.
public struct ParameterSyntax: Hashable, Sendable {
    public let name: NameSyntax
    public let type: SwiftType
    public let typeRange: SourceRange
    /// The `sensitive` after the type, when written.
    public var sensitive: SourceRange? = nil
    /// The `persisted` after `sensitive`: the spec allows a durable machine's journal to hold it.
    public var persisted: SourceRange? = nil
    /// Every nominal type name written in the type, in order (`[Foundation.UUID: Item]` has two).
    public var typeNames: [TypeNameSyntax] = []
    /// `renamed from OLD` after the type and its marks: records may hold the field under `OLD`.
    public var formerName: FormerNameSyntax? = nil

    /// From the name to the last word written for the field (its type, `sensitive`, `persisted`, `renamed from OLD`).
    public var range: SourceRange { name.range.union(formerName?.name.range ?? persisted ?? sensitive ?? typeRange) }
}

/// `renamed from OLD`: the name a declaration or field had when records that must still be read
/// were written.
public struct FormerNameSyntax: Hashable, Sendable {
    /// The `renamed` word.
    public let keyword: SourceRange
    /// The `from` word.
    public let from: SourceRange
    public let name: NameSyntax
}

/// A nominal type's name as written: `Foundation.UUID` has two components.
public struct TypeNameSyntax: Hashable, Sendable {
    public let components: [NameSyntax]
}

/// `state`, `event` or `effect` with its name and payload.
public struct CaseDeclarationSyntax: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case state, event, effect
    }

    public let kind: Kind
    public let keyword: SourceRange
    public let name: NameSyntax
    public let parameters: [ParameterSyntax]
    public let finalKeyword: SourceRange?
    /// The `durable` after an effect's parameters.
    public var durableKeyword: SourceRange? = nil
    /// The payload label in `durable(label)`: the field whose value is the operation's identity.
    public var durableIdentity: NameSyntax? = nil
    /// `renamed from OLD`, the declaration's last words: records may hold the case under `OLD`.
    public var formerName: FormerNameSyntax? = nil
}

public struct RowSyntax: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case transition(arrow: SourceRange, target: NameSyntax, arguments: [ValueSyntax]?, effects: [EffectCallSyntax])
        case ignore(SourceRange)
        /// `stays TARGET / EFFECT, ...`: the state's payload changes in place; nothing is left or entered.
        case update(keyword: SourceRange, target: NameSyntax, arguments: [ValueSyntax]?, effects: [EffectCallSyntax])
    }

    /// `on EVENT(PATTERN, ...)`, `after DURATION`, or `always`.
    public enum Trigger: Hashable, Sendable {
        case event(NameSyntax, patterns: [PatternSyntax]?)
        /// `keyword` is the `after` word.
        case after(keyword: SourceRange, DurationSyntax)
        /// An eventless row: `keyword` is the `always` word.
        case always(keyword: SourceRange)
        /// A completion row, `GROUP done`: `keyword` is the `done` word.
        case done(keyword: SourceRange)

        /// `always` or `done`: a row a step's end takes, not an event or a timer.
        public var isEventless: Bool {
            switch self {
            case .always, .done: true
            case .event, .after: false
            }
        }
    }

    public let range: SourceRange
    public let source: SourceSyntax
    public let trigger: Trigger
    public let guardExpression: ExpressionSyntax?
    public let action: Action
    /// `history` or `deep history` after a `->` row's target: the row leads to what that group remembers.
    public var history: HistoryMarkSyntax? = nil

    /// The event's name, `nil` for an `after` or `always` row.
    public var event: NameSyntax? {
        if case .event(let name, _) = trigger { return name }
        return nil
    }

    /// The `->` or `stays` of a transition row, `nil` for an `ignore` row.
    public var arrow: SourceRange? {
        switch action {
        case .transition(let arrow, _, _, _), .update(let arrow, _, _, _): return arrow
        case .ignore: return nil
        }
    }
}

public enum PatternSyntax: Hashable, Sendable {
    case name(NameSyntax)
    case wildcard(SourceRange)
    case literal(LiteralSyntax)

    public var range: SourceRange {
        switch self {
        case .name(let name): return name.range
        case .wildcard(let range): return range
        case .literal(let literal): return literal.range
        }
    }
}

public indirect enum ValueSyntax: Hashable, Sendable {
    case name(NameSyntax)
    case literal(LiteralSyntax)
    /// `left + right` or `left - right`; chains nest to the left.
    case arithmetic(ArithmeticOperator, ValueSyntax, ValueSyntax, operatorRange: SourceRange)

    public var range: SourceRange {
        switch self {
        case .name(let name): return name.range
        case .literal(let literal): return literal.range
        case .arithmetic(_, let left, let right, _): return left.range.union(right.range)
        }
    }
}

public struct LiteralSyntax: Hashable, Sendable {
    public let literal: Literal
    public let range: SourceRange
}

public struct EffectCallSyntax: Hashable, Sendable {
    public let name: NameSyntax
    public let arguments: [ValueSyntax]?
}

public indirect enum ExpressionSyntax: Hashable, Sendable {
    public enum Operator: String, Hashable, Sendable {
        case equal = "=="
        case notEqual = "!="
        case and = "&&"
        case or = "||"
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    case value(ValueSyntax)
    case not(ExpressionSyntax, bang: SourceRange)
    case binary(Operator, ExpressionSyntax, ExpressionSyntax, operatorRange: SourceRange)
    case parenthesized(ExpressionSyntax, SourceRange)
    /// `in(STATE)`, `in(STATE(PATTERN, ...))` or `in(GROUP)`: another region is there.
    case inState(InStateSyntax)

    public var range: SourceRange {
        switch self {
        case .inState(let test): return test.range
        case .value(let value): return value.range
        case .not(let operand, let bang): return bang.union(operand.range)
        case .binary(_, let left, let right, _): return left.range.union(right.range)
        case .parenthesized(_, let range): return range
        }
    }
}
