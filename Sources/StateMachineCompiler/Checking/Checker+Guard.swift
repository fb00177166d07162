extension Checker {
    /// What the checker knows about an operand: a value of a declared type, or a bare
    /// literal whose type comes from what it meets.
    enum OperandType {
        case typed(SwiftType)
        case literal(Literal)
    }

    func lookUpValue(_ value: ValueSyntax, scope: Scope) -> (Value, OperandType)? {
        switch value {
        case .literal(let literal):
            return (.literal(literal.literal), .literal(literal.literal))
        case .arithmetic:
            return nil
        case .name(let name):
            if let type = scope.type(of: name.text) { return (.binding(name.text), .typed(type)) }
            if let type = namespaces.context.fieldType(named: name.text) { return (.context(name.text), .typed(type)) }
            return nil
        }
    }

    mutating func resolveValue(_ value: ValueSyntax, scope: Scope) -> (Value, OperandType)? {
        if case .arithmetic(let op, let left, let right, let operatorRange) = value {
            return checkArithmetic(op, left, right, operatorRange: operatorRange, scope: scope)
        }
        if let resolved = lookUpValue(value, scope: scope) {
            if case .name(let name) = value {
                let symbol: SymbolIndex.Symbol =
                    scope.type(of: name.text) != nil ? .binding(row: scope.row, name: name.text) : .contextField(name.text)
                symbols.use(symbol, at: name.range)
            }
            return resolved
        }
        if case .name(let name) = value, !scope.unresolved.contains(name.text) {
            let known = suggestionBudget > 0 ? scope.bound.map(\.name).sorted() + namespaces.context.names : []
            let suggestion = NameSuggestion.closest(to: name.text, among: known, budget: &suggestionBudget)
            error(
                NameMessage.unbound(name: name.text, suggestion: suggestion), at: name.range,
                fixIts: NameSuggestion.fixIts(replacing: name, with: suggestion))
        }
        return nil
    }

    /// Why an operand cannot be passed where `expected` is wanted, or `nil`.
    func mismatch(passing operand: OperandType, as expected: SwiftType) -> TypeMismatch? {
        switch operand {
        case .literal(let literal):
            return TypeRules.literalProblem(literal, for: expected).map(TypeMismatch.literal)
        case .typed(let type):
            return TypeRules.fits(type, into: expected) ? nil : .passing(type, as: expected)
        }
    }

    /// Checks a guard and returns it resolved, or `nil` after reporting why it is invalid.
    mutating func checkGuard(_ expression: ExpressionSyntax, scope: Scope) -> GuardExpression? {
        guard let (checked, type) = checkExpression(expression, scope: scope) else { return nil }
        return requireBool(type, at: expression.range) ? checked : nil
    }

    private mutating func checkExpression(_ expression: ExpressionSyntax, scope: Scope) -> (GuardExpression, OperandType)? {
        switch expression {
        case .value(let value):
            guard let (resolved, type) = resolveValue(value, scope: scope) else { return nil }
            return (.value(resolved), type)
        case .parenthesized(let inner, _):
            return checkExpression(inner, scope: scope)
        case .inState(let test):
            return checkInState(test, scope: scope).map { ($0, .typed(.bool)) }
        case .not(let operand, _):
            guard let (checked, type) = checkExpression(operand, scope: scope), requireBool(type, at: operand.range) else { return nil }
            return (.not(checked), .typed(.bool))
        case .binary(let op, let left, let right, let operatorRange):
            let checkedLeft = checkExpression(left, scope: scope)
            let checkedRight = checkExpression(right, scope: scope)
            guard let (leftExpression, leftType) = checkedLeft, let (rightExpression, rightType) = checkedRight else { return nil }
            switch op {
            case .and, .or:
                let leftBool = requireBool(leftType, at: left.range)
                let rightBool = requireBool(rightType, at: right.range)
                guard leftBool, rightBool else { return nil }
                return (op == .and ? .and(leftExpression, rightExpression) : .or(leftExpression, rightExpression), .typed(.bool))
            case .equal, .notEqual:
                if let mismatch = comparisonMismatch(leftType, rightType, op) {
                    error(mismatch, at: operatorRange)
                    return nil
                }
                return (op == .equal ? .equal(leftExpression, rightExpression) : .notEqual(leftExpression, rightExpression), .typed(.bool))
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard let ordering = OrderingOperator(rawValue: op.rawValue),
                    checkOrdering(ordering, leftType, rightType, at: operatorRange)
                else { return nil }
                return (.ordering(ordering, leftExpression, rightExpression), .typed(.bool))
            }
        }
    }

    private mutating func requireBool(_ type: OperandType, at range: SourceRange) -> Bool {
        switch type {
        case .literal(.bool):
            return true
        case .typed(let swiftType) where swiftType == .bool:
            return true
        case .typed(let swiftType):
            error(TypeMismatch.conditionOfType(swiftType), at: range)
        case .literal:
            error(TypeMismatch.conditionLiteral, at: range)
        }
        return false
    }

    private func comparisonMismatch(_ left: OperandType, _ right: OperandType, _ op: ExpressionSyntax.Operator) -> TypeMismatch? {
        switch (left, right) {
        case (.typed(let leftType), .typed(let rightType)):
            if TypeRules.fits(leftType, into: rightType) || TypeRules.fits(rightType, into: leftType) { return nil }
            return .comparison(operator: op.rawValue, leftType, rightType)
        case (.typed(let type), .literal(let literal)), (.literal(let literal), .typed(let type)):
            return TypeRules.literalProblem(literal, for: type).map(TypeMismatch.literal)
        case (.literal(let leftLiteral), .literal(let rightLiteral)):
            return leftLiteral.kind == rightLiteral.kind && leftLiteral != .nil ? nil : .comparingLiterals(operator: op.rawValue)
        }
    }
}

extension Literal {
    /// Literals of the same kind can be compared with each other.
    var kind: Int {
        switch self {
        case .bool: return 0
        case .integer: return 1
        case .string: return 2
        case .nil: return 3
        }
    }
}
