/// Generated code must be warning-free, and swiftc's dead-code pass warns ("will never be
/// executed") where a condition folds to a constant it can see: `!true`, `1 < 2`, `b && false`,
/// and `in(REGION)`, which always holds. The emitters therefore write each guard with such
/// parts folded: a guard that folds to `true` is no condition, one that folds to `false` makes
/// its row a comment (and its patterns bind nothing, so no binding goes unused). A literal
/// `true` or `false` alone draws no warning, and what the interpreter, the analyses and the
/// tests read is the guard as written.
extension Machine {
    /// The machine with every clause's guard folded; itself when no guard changes.
    func foldingLiteralGuards() -> Machine {
        let rows = rows.map { row in row.with(row.clause.with(guardExpression: folded(row.clause.guardExpression))) }
        let stateEffects = stateEffects.map { declaration in
            StateEffects(
                kind: declaration.kind, source: declaration.source,
                clause: declaration.clause.with(guardExpression: folded(declaration.clause.guardExpression)), line: declaration.line,
                text: declaration.text)
        }
        guard rows != self.rows || stateEffects != self.stateEffects else { return self }
        return Machine(
            name: name, specFileName: specFileName, context: context, states: states, events: events, effects: effects,
            initial: initial, rows: rows, groups: groups, stateEffects: stateEffects, membership: membership,
            regionInitials: regionInitials)
    }

    private func folded(_ expression: GuardExpression?) -> GuardExpression? {
        expression.map(folded)
    }

    private func folded(_ expression: GuardExpression) -> GuardExpression {
        switch expression {
        case .value: return expression
        case .inRegion(let test): return readsWholeRegion(test) ? .literal(true) : expression
        case .not(let operand):
            let inner = folded(operand)
            return inner.literalBool.map { .literal(!$0) } ?? .not(inner)
        case .and(let left, let right):
            let (left, right) = (folded(left), folded(right))
            if left.literalBool == false || right.literalBool == false { return .literal(false) }
            if left.literalBool == true { return right }
            return right.literalBool == true ? left : .and(left, right)
        case .or(let left, let right):
            let (left, right) = (folded(left), folded(right))
            if left.literalBool == true || right.literalBool == true { return .literal(true) }
            if left.literalBool == false { return right }
            return right.literalBool == false ? left : .or(left, right)
        case .equal(let left, let right):
            let (left, right) = (folded(left), folded(right))
            return Self.sameLiteral(left, right).map { .literal($0) } ?? .equal(left, right)
        case .notEqual(let left, let right):
            let (left, right) = (folded(left), folded(right))
            return Self.sameLiteral(left, right).map { .literal(!$0) } ?? .notEqual(left, right)
        case .ordering(let op, let left, let right):
            let (left, right) = (folded(left), folded(right))
            if case .value(.literal(.integer(let a))) = left, case .value(.literal(.integer(let b))) = right {
                return .literal(op.holds(a, b))
            }
            return .ordering(op, left, right)
        }
    }

    /// Whether two literals of one kind (`Bool`, integer or string) are equal; `nil` otherwise.
    private static func sameLiteral(_ left: GuardExpression, _ right: GuardExpression) -> Bool? {
        guard case .value(.literal(let a)) = left, case .value(.literal(let b)) = right else { return nil }
        switch (a, b) {
        case (.bool, .bool), (.integer, .integer), (.string, .string): return a == b
        default: return nil
        }
    }
}

extension GuardExpression {
    fileprivate static func literal(_ value: Bool) -> GuardExpression { .value(.literal(.bool(value))) }

    var literalBool: Bool? {
        if case .value(.literal(.bool(let value))) = self { return value }
        return nil
    }
}
