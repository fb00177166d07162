// Syntax of time in a spec: delayed rows and their durations.

/// `SOURCE after DURATION [GUARD] -> TARGET / EFFECT, ...`: a row the clock fires, once, when
/// the machine has stayed in SOURCE for DURATION.
public struct DelayedRowSyntax: Hashable, Sendable {
    public let source: RowSyntax.Source
    /// The `after` word.
    public let keyword: SourceRange
    public let duration: DurationSyntax
    public let guardExpression: ExpressionSyntax?
    public let action: RowSyntax.Action
    /// From the source to the last token.
    public let range: SourceRange

    /// The source state's name, the `*`, or the whole source list.
    public var sourceRange: SourceRange {
        RowSyntax.range(of: source, within: range)
    }
}

/// `300ms`, `5s`, `2min`, or the name of a context field of type `Duration`.
public enum DurationSyntax: Hashable, Sendable {
    case literal(amount: Int, unit: DurationUnit, range: SourceRange)
    case field(NameSyntax)

    public var range: SourceRange {
        switch self {
        case .literal(_, _, let range): return range
        case .field(let name): return name.range
        }
    }
}

/// The units a duration literal may have, spelled as in the spec.
public enum DurationUnit: String, Hashable, Sendable, CaseIterable {
    case milliseconds = "ms"
    case seconds = "s"
    case minutes = "min"
}
