/// How many events a store applied, per outcome, for metrics (seed 000 §14.5): the stale
/// result rate is `rejected / total`, and `unhandled` should stay at zero.
public struct OutcomeCounts: Equatable, Hashable, Sendable {
    public var transitioned = 0
    public var ignored = 0
    public var rejected = 0
    public var unhandled = 0
    /// Events an effect sent after `stop()`: not applied, so in none of the counts above.
    public var dropped = 0

    public init() {}

    /// Every event the reducer saw.
    public var total: Int { transitioned + ignored + rejected + unhandled }

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
