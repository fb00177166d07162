extension Row {
    /// The names a row reads: in its guard, its target, its effects and its repeated patterns.
    public var referencedNames: Set<String> {
        var referenced: Set<String> = []
        func add(_ value: Value) {
            if case .binding(let name) = value { referenced.insert(name) }
        }
        func walk(_ expression: GuardExpression) {
            switch expression {
            case .value(let value): add(value)
            case .not(let operand): walk(operand)
            case .equal(let left, let right), .notEqual(let left, let right), .and(let left, let right), .or(let left, let right):
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
    /// Every value the expression reads, left to right.
    public var values: [Value] {
        switch self {
        case .value(let value): return [value]
        case .not(let operand): return operand.values
        case .equal(let left, let right), .notEqual(let left, let right), .and(let left, let right), .or(let left, let right):
            return left.values + right.values
        }
    }
}
