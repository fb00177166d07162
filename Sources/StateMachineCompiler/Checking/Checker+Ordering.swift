/// Ordering comparisons and integer arithmetic: the checker accepts them only where it
/// knows Swift's standard library provides the operator, so generated code always compiles.
extension Checker {
    /// Checks `left op right` of an ordering comparison; reports and returns false when invalid.
    mutating func checkOrdering(_ op: OrderingOperator, _ left: OperandType, _ right: OperandType, at range: SourceRange) -> Bool {
        switch (left, right) {
        case (.typed(let leftType), .typed(let rightType)):
            guard leftType == rightType else {
                error(TypeMismatch.comparison(operator: op.rawValue, leftType, rightType), at: range)
                return false
            }
            return requireOrdered(leftType, op.rawValue, at: range)
        case (.typed(let type), .literal(let literal)), (.literal(let literal), .typed(let type)):
            guard requireOrdered(type, op.rawValue, at: range) else { return false }
            if let problem = TypeRules.literalProblem(literal, for: type) {
                error(TypeMismatch.literal(problem), at: range)
                return false
            }
            return true
        case (.literal(let leftLiteral), .literal(let rightLiteral)):
            switch (leftLiteral, rightLiteral) {
            case (.integer, .integer), (.string, .string): return true
            default:
                error(TypeMismatch.comparingLiterals(operator: op.rawValue), at: range)
                return false
            }
        }
    }

    /// Checks `left op right` of integer arithmetic and returns the value and its type.
    mutating func checkArithmetic(
        _ op: ArithmeticOperator, _ left: ValueSyntax, _ right: ValueSyntax, operatorRange: SourceRange, scope: Scope
    ) -> (Value, OperandType)? {
        let checkedLeft = resolveValue(left, scope: scope)
        let checkedRight = resolveValue(right, scope: scope)
        guard let (leftValue, leftType) = checkedLeft, let (rightValue, rightType) = checkedRight else { return nil }
        func sum(_ type: SwiftType) -> Value? {
            IntegerType(type).map { Value.arithmetic(op, leftValue, rightValue, $0) }
        }
        switch (leftType, rightType) {
        case (.typed(let leftSwiftType), .typed(let rightSwiftType)):
            guard leftSwiftType == rightSwiftType else {
                error(
                    TypeMismatch.arithmetic(operator: op.rawValue, leftSwiftType, rightSwiftType), at: operatorRange,
                    notes: [.init(.convertOneSide, at: operatorRange)])
                return nil
            }
            guard requireInteger(leftSwiftType, op, at: operatorRange), let value = sum(leftSwiftType) else { return nil }
            return (value, leftType)
        case (.typed(let type), .literal(let literal)), (.literal(let literal), .typed(let type)):
            guard requireInteger(type, op, at: operatorRange), let value = sum(type) else { return nil }
            if let problem = TypeRules.literalProblem(literal, for: type) {
                error(LiteralOutOfRange(problem: problem), at: left.literalRange ?? right.literalRange ?? operatorRange)
                return nil
            }
            return (value, .typed(type))
        case (.literal, .literal):
            error(
                TypeMismatch.arithmeticOnLiterals(operator: op.rawValue), at: operatorRange,
                notes: [.init(.writeOneLiteral, at: left.range.union(right.range))])
            return nil
        }
    }

    private mutating func requireOrdered(_ type: SwiftType, _ symbol: String, at range: SourceRange) -> Bool {
        if TypeRules.isOrdered(type) { return true }
        if type.wrappedIfOptional != nil {
            error(TypeMismatch.orderingOptional(operator: symbol, type), at: range, notes: [.init(.orderOptional, at: range)])
        } else {
            error(TypeMismatch.ordering(operator: symbol, type), at: range, notes: [.init(.orderedTypes(Self.orderedTypeList), at: range)])
        }
        return false
    }

    private mutating func requireInteger(_ type: SwiftType, _ op: ArithmeticOperator, at range: SourceRange) -> Bool {
        if TypeRules.isInteger(type) { return true }
        error(TypeMismatch.arithmeticOnType(operator: op.rawValue, type), at: range, notes: [.init(.integersOnly, at: range)])
        return false
    }
}

extension Checker {
    /// `Double, Float, Decimal, String and Date`: the ordered standard types that are not integers.
    fileprivate static let orderedTypeList: String = {
        let names = StandardType.all.filter { $0.isOrdered && $0.integer == nil }.map(\.name)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }()
}

extension ValueSyntax {
    /// The range of the operand when it is a bare literal.
    fileprivate var literalRange: SourceRange? {
        if case .literal(let literal) = self { return literal.range }
        return nil
    }
}
