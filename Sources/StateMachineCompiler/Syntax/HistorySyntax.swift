// Syntax of history: the declaration that gives a group a memory of the state it was left from,
// and the mark that makes a row's target that memory.

/// `history GROUP -> DEFAULT[(LITERAL, ...)]` or `deep history GROUP -> DEFAULT[(LITERAL, ...)]`.
public struct HistorySyntax: Hashable, Sendable {
    /// The `deep` word; `nil` for shallow history.
    public let deep: SourceRange?
    /// The `history` word.
    public let keyword: SourceRange
    public let group: NameSyntax
    /// The `->` before the default.
    public let arrow: SourceRange
    /// The state entered when the group was never left.
    public let defaultState: NameSyntax
    /// The default's payload, literals only; `nil` when written without parentheses.
    public let arguments: [LiteralSyntax]?
    /// From the first word to the last token.
    public let range: SourceRange

    /// The first word: `deep` or `history`.
    public var firstWord: SourceRange { deep ?? keyword }
}

/// `history` or `deep history` right after a row's target, on its line: the row leads to what
/// the target group remembers (`sheet on close -> checkout history`).
public struct HistoryMarkSyntax: Hashable, Sendable {
    /// The `deep` word; `nil` for shallow history.
    public let deep: SourceRange?
    /// The `history` word.
    public let keyword: SourceRange

    public var range: SourceRange { (deep ?? keyword).union(keyword) }
}
