/// `300ms`, `5s`, `2min`, or the name of a context field of type `Duration`: how long an
/// `after` row waits.
public enum DurationSyntax: Hashable, Sendable {
    case literal(amount: IntegerValue, unit: DurationUnit, range: SourceRange)
    case field(NameSyntax)

    public var range: SourceRange {
        switch self {
        case .literal(_, _, let range): return range
        case .field(let name): return name.range
        }
    }
}
