// Syntax of the second wave of declarations: state groups, entry and exit effects, and
// comma-separated row sources. Formatters and editors read these nodes as they are; every
// name keeps its range, and the keyword's range is kept for highlighting.

/// `group NAME = MEMBER, MEMBER, ...`: each member names a state or another group.
public struct GroupSyntax: Hashable, Sendable {
    /// The `group` word.
    public let keyword: SourceRange
    public let name: NameSyntax
    /// The `=` sign.
    public let equal: SourceRange
    /// The members in written order; the parser guarantees at least one.
    public let members: [NameSyntax]
    /// From `group` to the last member.
    public let range: SourceRange
}

/// `entry SOURCE [GUARD] / EFFECT, ...`, `exit SOURCE [GUARD] / EFFECT, ...`, or
/// `during SOURCE / EFFECT, ...` (activities: no guard). SOURCE may be a list (`during a, b /
/// work`), which stands for one declaration per item.
public struct StateEffectsSyntax: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case entry, exit, during
    }

    public let kind: Kind
    /// The `entry`, `exit` or `during` word.
    public let keyword: SourceRange
    /// A state or a group, the first of a list; only a single state may have patterns, which the
    /// checker enforces.
    public let source: NameSyntax
    /// `nil` when written without parentheses.
    public let patterns: [PatternSyntax]?
    /// The items after the first of a source list (`during a, b / work`); empty for one source.
    public let moreSources: [ListedSourceSyntax]
    public let guardExpression: ExpressionSyntax?
    /// The `/` before the effects.
    public let slash: SourceRange
    /// At least one, in written order.
    public let effects: [EffectCallSyntax]
    /// From the keyword to the last token.
    public let range: SourceRange
}

extension StateEffectsSyntax {
    /// The source's names as written, without patterns: `a, b` for a list.
    public var sourceNames: String { ([source] + moreSources.map(\.name)).map(\.text).joined(separator: ", ") }
}

/// One item of a comma-separated row source: a state or group name, with the patterns the
/// user wrote by mistake (a source list binds nothing).
public struct ListedSourceSyntax: Hashable, Sendable {
    public let name: NameSyntax
    public let patterns: [PatternSyntax]?
    /// The name, through its closing parenthesis when patterns were written.
    public let range: SourceRange
}
