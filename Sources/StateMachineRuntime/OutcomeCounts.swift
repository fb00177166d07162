/// How many events a store applied, per outcome, for metrics: the stale
/// result rate is `rejected / total`, and `unhandled` should stay at zero.
public struct OutcomeCounts: Equatable, Hashable, Sendable {
    /// Events for which a `->` row fired.
    public var transitioned = 0
    /// Events for which an `ignore` row fired: duplicates and expected no-ops.
    public var ignored = 0
    /// Events that rows exist for but none held: stale results and failed guards.
    public var rejected = 0
    /// Events no row handles in the state they arrived in.
    public var unhandled = 0
    /// Events an effect sent after `stop()`: not applied, so in none of the counts above.
    public var dropped = 0

    /// All counts zero.
    public init() {}

    /// Every event the reducer saw.
    public var total: Int { transitioned + ignored + rejected + unhandled }

    /// The count of one kind of outcome.
    public subscript(kind: OutcomeKind) -> Int {
        get {
            switch kind {
            case .transitioned: transitioned
            case .ignored: ignored
            case .rejected: rejected
            case .unhandled: unhandled
            }
        }
        set {
            switch kind {
            case .transitioned: transitioned = newValue
            case .ignored: ignored = newValue
            case .rejected: rejected = newValue
            case .unhandled: unhandled = newValue
            }
        }
    }
}
