// The operators a guard or a value may use beyond `==`, `!=`, `!`, `&&` and `||`.

public enum ArithmeticOperator: String, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
}

public enum OrderingOperator: String, Hashable, Sendable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Whether `left OP right` holds for two compared values.
    public func holds<T: Comparable>(_ left: T, _ right: T) -> Bool {
        switch self {
        case .less: return left < right
        case .lessOrEqual: return left <= right
        case .greater: return left > right
        case .greaterOrEqual: return left >= right
        }
    }
}
