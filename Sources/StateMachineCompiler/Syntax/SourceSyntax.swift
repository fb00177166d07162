/// Where a row or an `entry`, `exit` or `during` declaration applies, as written: one shape
/// for both, which the checker resolves in one place (``Source`` is the checked form).
public enum SourceSyntax: Hashable, Sendable {
    /// `*`: rows only; the parser refuses it after `entry`, `exit` and `during`.
    case any(SourceRange)
    /// One name: a state (with optional patterns) or, without patterns, a group; the
    /// parser cannot tell them apart, the checker does.
    case state(NameSyntax, patterns: [PatternSyntax]?)
    /// Two or more comma-separated states and groups. Patterns are kept when written
    /// so the checker can refuse them with a located error.
    case list([ListedSourceSyntax])

    /// The `*`, the name (without its patterns), or the whole list.
    public var range: SourceRange {
        switch self {
        case .any(let range): return range
        case .state(let name, _): return name.range
        case .list(let items):
            guard let first = items.first, let last = items.last else { return SourceRange(start: 0, end: 0) }
            return first.range.union(last.range)
        }
    }

    /// The first name written (`nil` for `*`), which messages about the declaration quote.
    public var firstName: NameSyntax? {
        switch self {
        case .any: return nil
        case .state(let name, _): return name
        case .list(let items): return items.first?.name
        }
    }

    /// `*`, the name, or the listed names joined by `, ` however they were spread over
    /// lines; patterns left out.
    public var names: String {
        switch self {
        case .any: return "*"
        case .state(let name, _): return name.text
        case .list(let items): return items.map(\.name.text).joined(separator: ", ")
        }
    }
}

/// One item of a comma-separated source: a state or group name, with the patterns the
/// user wrote by mistake (a source list binds nothing).
public struct ListedSourceSyntax: Hashable, Sendable {
    public let name: NameSyntax
    public let patterns: [PatternSyntax]?
    /// The name, through its closing parenthesis when patterns were written.
    public let range: SourceRange
}
