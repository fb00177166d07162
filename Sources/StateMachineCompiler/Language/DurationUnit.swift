/// The units a duration literal may have (`300ms`, `5s`, `2min`), spelled as in the spec.
public enum DurationUnit: String, Hashable, Sendable, CaseIterable {
    case milliseconds = "ms"
    case seconds = "s"
    case minutes = "min"

    /// How many milliseconds one of the unit is.
    public var milliseconds: Int {
        switch self {
        case .milliseconds: return 1
        case .seconds: return 1_000
        case .minutes: return 60_000
        }
    }
}
