// Syntax of the second wave of declarations: state groups and regions, and entry, exit and
// during effects (whose source is a ``SourceSyntax``, as a row's is). Formatters and editors read these nodes as they are; every
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
    /// A state (with optional patterns) or a group, or a list of them; never `*`. Only a single
    /// state may have patterns, which the checker enforces.
    public let source: SourceSyntax
    public let guardExpression: ExpressionSyntax?
    /// The `/` before the effects.
    public let slash: SourceRange
    /// At least one, in written order.
    public let effects: [EffectCallSyntax]
    /// From the keyword to the last token.
    public let range: SourceRange
}
