/// A value the reference interpreter computes with.
///
/// Optionals are flat: a `T?` holds either `nil` or a `T` value, which is how Swift
/// compares a `T` with a `T?`. Numbers of every integer and floating type, and
/// `Decimal`, are whole numbers here because every literal and sample is one.
public indirect enum RuntimeValue: Hashable, Sendable {
    case bool(Bool)
    case integer(IntegerValue)
    case string(String)
    /// The `index`-th sample of a type without literals (UUID, Date, URL, a user's type);
    /// `family` names the type so samples of different types never compare equal.
    case token(family: String, index: Int)
    case `nil`
    case array([RuntimeValue])
    /// Entries in a fixed order so that equal dictionaries have equal values.
    case dictionary([DictionaryEntry])

    public init(_ literal: Literal) {
        switch literal {
        case .bool(let value): self = .bool(value)
        case .integer(let value): self = .integer(value)
        case .string(let value): self = .string(value)
        case .nil: self = .nil
        }
    }
}

public struct DictionaryEntry: Hashable, Sendable {
    public let key: RuntimeValue
    public let value: RuntimeValue

    public init(key: RuntimeValue, value: RuntimeValue) {
        self.key = key
        self.value = value
    }
}

/// A state, event or effect value: the case's index in its declaration list and one
/// value per declared parameter.
public struct RuntimeCase: Hashable, Sendable {
    public let index: Int
    public let values: [RuntimeValue]

    public init(_ index: Int, _ values: [RuntimeValue] = []) {
        self.index = index
        self.values = values
    }
}

/// What one event does, as the generated `Outcome` says it.
public enum RuntimeOutcome: Hashable, Sendable {
    case transitioned(effects: [RuntimeCase])
    /// A `stays` row: the payload changed in place, without exit or entry effects.
    case updated(effects: [RuntimeCase])
    case ignored
    case rejected
    case unhandled
}

extension RuntimeValue {
    /// Integer `+` or `-` in `type`; a result outside it throws, where generated code traps.
    static func arithmetic(
        _ op: ArithmeticOperator, _ left: RuntimeValue, _ right: RuntimeValue, in type: IntegerType
    ) throws(Overflow) -> RuntimeValue {
        guard case .integer(let leftValue) = left, case .integer(let rightValue) = right else { return .nil }
        guard let result = type.apply(op, leftValue, rightValue) else { throw Overflow(operator: op, type: type) }
        return .integer(result)
    }

    /// `left op right` for two values of one ordered type; samples of a token type (Date)
    /// are numbered in increasing order, as the tests emitter spells them.
    static func ordered(_ op: OrderingOperator, _ left: RuntimeValue, _ right: RuntimeValue) -> Bool {
        switch (left, right) {
        case (.integer(let leftValue), .integer(let rightValue)): return op.holds(leftValue, rightValue)
        case (.string(let leftValue), .string(let rightValue)): return op.holds(leftValue, rightValue)
        case (.token(let leftFamily, let leftIndex), .token(let rightFamily, let rightIndex)) where leftFamily == rightFamily:
            return op.holds(leftIndex, rightIndex)
        default: return false
        }
    }
}

extension RuntimeValue {
    /// How long a `Duration` sample lasts: sample n is n seconds, as the generated tests define
    /// it (`Duration.seconds(n)`); `nil` for any other value.
    var durationSampleMilliseconds: Int? {
        guard case .token(family: "Duration", let index) = self else { return nil }
        return index * 1_000
    }
}
