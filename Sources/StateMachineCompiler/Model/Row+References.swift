extension Row {
    /// The names a row reads: in its guard, its target, its effects and its repeated patterns.
    public var referencedNames: Set<String> {
        var referenced: Set<String> = []
        func add(_ value: Value) {
            for case .binding(let name) in value.leaves { referenced.insert(name) }
        }
        func walk(_ expression: GuardExpression) {
            switch expression {
            case .value(let value): add(value)
            case .not(let operand): walk(operand)
            case .equal(let left, let right), .notEqual(let left, let right), .ordering(_, let left, let right),
                 .and(let left, let right), .or(let left, let right):
                walk(left)
                walk(right)
            }
        }
        guardExpression.map(walk)
        if case .transition(_, let arguments, let effects) = action {
            arguments.forEach(add)
            effects.flatMap(\.arguments).forEach(add)
        }
        for case .same(let name) in allPatterns { referenced.insert(name) }
        return referenced
    }
}

extension GuardExpression {
    /// Every name, field and literal the expression reads, left to right.
    public var values: [Value] {
        switch self {
        case .value(let value): return value.leaves
        case .not(let operand): return operand.values
        case .equal(let left, let right), .notEqual(let left, let right), .ordering(_, let left, let right),
             .and(let left, let right), .or(let left, let right):
            return left.values + right.values
        }
    }
}

extension Value {
    /// The value as `sign * atom + offset` when it reads exactly one name or field
    /// through `+` and `-` of integer literals; `nil` otherwise.
    public var linear: (atom: Value, sign: Int, offset: Int)? {
        switch self {
        case .binding, .context: return (self, 1, 0)
        case .literal: return nil
        case .arithmetic(let op, let left, let right, _):
            let rightSign = op == .add ? 1 : -1
            if case .literal(.integer(let constant)) = right, let (atom, sign, offset) = left.linear {
                return (atom, sign, offset &+ rightSign &* constant)
            }
            if case .literal(.integer(let constant)) = left, let (atom, sign, offset) = right.linear {
                return (atom, sign &* rightSign, constant &+ rightSign &* offset)
            }
            return nil
        }
    }
}
