// Syntax of orthogonal regions: the states after the first of an `initial` list, and the
// `in(...)` test a guard makes of another region. `region` itself is a ``GroupSyntax``.

/// A state of `initial a, b` after the first, with its literal values if written.
public struct InitialItemSyntax: Hashable, Sendable {
    public let state: NameSyntax
    /// `nil` when written without parentheses.
    public let arguments: [LiteralSyntax]?
}

/// `in(STATE)`, `in(STATE(PATTERN, ...))` or `in(GROUP)` in a guard.
public struct InStateSyntax: Hashable, Sendable {
    /// The `in` word.
    public let keyword: SourceRange
    /// A state or a group; the checker tells them apart.
    public let name: NameSyntax
    /// `nil` when the state is written without parentheses.
    public let patterns: [PatternSyntax]?
    /// From `in` to its closing parenthesis.
    public let range: SourceRange
}

extension ExpressionSyntax {
    /// Each `in(...)` of the expression, left to right.
    package var inStateTests: [InStateSyntax] {
        switch self {
        case .inState(let test): [test]
        case .value: []
        case .not(let operand, _), .parenthesized(let operand, _): operand.inStateTests
        case .binary(_, let left, let right, _): left.inStateTests + right.inStateTests
        }
    }
}
