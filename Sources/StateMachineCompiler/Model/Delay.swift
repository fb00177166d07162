/// How long an `after` row waits once the machine enters its source.
public enum Delay: Hashable, Sendable {
    /// `5s`: a positive amount of a unit.
    case literal(amount: Int, unit: DurationUnit)
    /// A context field of type `Duration`, read when the timer is armed.
    case field(String)

    /// `5s`, `300ms`, `2min`, or the field's name, as the spec spells it.
    public var spelling: String {
        switch self {
        case .literal(let amount, let unit): return "\(amount)\(unit.rawValue)"
        case .field(let name): return name
        }
    }

    /// True when this delay is certainly not longer than `other`: two literals, or one field.
    public func isNoLater(than other: Delay) -> Bool {
        switch (self, other) {
        case (.literal(let left, let leftUnit), .literal(let right, let rightUnit)):
            return left * leftUnit.milliseconds <= right * rightUnit.milliseconds
        case (.field(let left), .field(let right)): return left == right
        default: return false
        }
    }
}
