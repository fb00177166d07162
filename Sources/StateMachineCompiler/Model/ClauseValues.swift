// What a clause is made of: patterns, values, effect calls and guards.

/// One position of a source or event pattern.
public enum Pattern: Hashable, Sendable {
    /// The first occurrence of a name: binds the value.
    case bind(String)
    /// A later occurrence of a bound name: the value must equal it.
    case same(String)
    /// `_`: not looked at.
    case skip
    /// The value must equal the literal.
    case literal(Literal)

    public var isIrrefutable: Bool {
        switch self {
        case .bind, .skip: return true
        case .same, .literal: return false
        }
    }
}

/// A value passed to a target state or an effect, or compared in a guard.
public indirect enum Value: Hashable, Sendable {
    /// A name bound by the row's patterns.
    case binding(String)
    /// A context field.
    case context(String)
    case literal(Literal)
    /// Integer `+` or `-` of two values of one integer type, the sum's type; a result outside
    /// it traps, as Swift's does.
    case arithmetic(ArithmeticOperator, Value, Value, IntegerType)

    /// The names, fields and literals the value reads, left to right.
    public var leaves: [Value] {
        if case .arithmetic(_, let left, let right, _) = self { return left.leaves + right.leaves }
        return [self]
    }
}

/// An effect the row yields, with one argument per declared parameter.
public struct EffectCall: Hashable, Sendable {
    public let effect: Int
    public let arguments: [Value]

    public init(effect: Int, arguments: [Value]) {
        self.effect = effect
        self.arguments = arguments
    }
}

/// A pure boolean condition over bound names, context fields and literals.
public indirect enum GuardExpression: Hashable, Sendable {
    case value(Value)
    case not(GuardExpression)
    case equal(GuardExpression, GuardExpression)
    case notEqual(GuardExpression, GuardExpression)
    /// `<`, `<=`, `>` or `>=` between two values of one standard ordered type.
    case ordering(OrderingOperator, GuardExpression, GuardExpression)
    case and(GuardExpression, GuardExpression)
    case or(GuardExpression, GuardExpression)
    /// `in(...)`: another region is in a state (or a group's state), read before the event.
    case inRegion(RegionTest)
}
