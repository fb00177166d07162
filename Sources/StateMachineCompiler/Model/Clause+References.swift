extension Clause {
    /// The bound names the clause reads: in its guard, its target arguments, its effects'
    /// arguments and its repeated patterns. A pattern that binds a name no one reads is an
    /// `unused-binding`, and the generated reducer binds only the names read. Each name
    /// once, in the order first read.
    public var referencedNames: [String] {
        // Walked in place rather than through `leaves` and `allPatterns`, which build an
        // array per value: emitters and analyses ask this of every clause. A clause reads a
        // handful of names, so a list searched in a line costs less than a hashed set.
        var referenced: [String] = []
        guardExpression?.insertBindings(into: &referenced)
        for argument in targetArguments { argument.insertBindings(into: &referenced) }
        for effect in effects {
            for argument in effect.arguments { argument.insertBindings(into: &referenced) }
        }
        for match in matches {
            for case .same(let name) in match.patterns where !referenced.contains(name) { referenced.append(name) }
        }
        return referenced
    }
}

extension GuardExpression {
    /// Adds every bound name the expression reads to `names`, unless already there.
    func insertBindings(into names: inout [String]) {
        switch self {
        case .value(let value): value.insertBindings(into: &names)
        case .inRegion(let test): for name in test.comparedNames where !names.contains(name) { names.append(name) }
        case .not(let operand): operand.insertBindings(into: &names)
        case .equal(let left, let right), .notEqual(let left, let right), .ordering(_, let left, let right),
            .and(let left, let right), .or(let left, let right):
            left.insertBindings(into: &names)
            right.insertBindings(into: &names)
        }
    }
}

extension Value {
    /// Adds every bound name the value reads to `names`, unless already there.
    func insertBindings(into names: inout [String]) {
        switch self {
        case .binding(let name): if !names.contains(name) { names.append(name) }
        case .context, .literal: break
        case .arithmetic(_, let left, let right, _):
            left.insertBindings(into: &names)
            right.insertBindings(into: &names)
        }
    }
}

extension GuardExpression {
    /// Every name, field and literal the expression reads, left to right.
    public var values: [Value] {
        switch self {
        case .value(let value): return value.leaves
        case .inRegion(let test): return test.comparedNames.map(Value.binding)
        case .not(let operand): return operand.values
        case .equal(let left, let right), .notEqual(let left, let right), .ordering(_, let left, let right),
            .and(let left, let right), .or(let left, let right):
            return left.values + right.values
        }
    }
}

extension Value {
    /// The value as `atom + offset`, or `-atom + offset` when `isNegated`, when it reads
    /// exactly one name or field through `+` and `-` of integer literals; `nil` otherwise,
    /// and when the offset is beyond every 64-bit type.
    public var linear: (atom: Value, isNegated: Bool, offset: IntegerValue)? {
        switch self {
        case .binding, .context: return (self, false, 0)
        case .literal: return nil
        case .arithmetic(let op, let left, let right, _):
            if case .literal(.integer(let constant)) = right, let (atom, isNegated, offset) = left.linear {
                let sum = op == .add ? offset.adding(constant) : offset.subtracting(constant)
                return sum.map { (atom, isNegated, $0) }
            }
            if case .literal(.integer(let constant)) = left, let (atom, isNegated, offset) = right.linear {
                let sum = op == .add ? constant.adding(offset) : constant.subtracting(offset)
                return sum.map { (atom, isNegated != (op == .subtract), $0) }
            }
            return nil
        }
    }
}
