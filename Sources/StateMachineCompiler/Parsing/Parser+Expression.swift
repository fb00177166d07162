/// Guards bind as in Swift: `!` tightest, then `+` `-` (left-associative), then the
/// comparisons `==` `!=` `<` `<=` `>` `>=` (non-associative), then `&&`, then `||`.
extension Parser {
    mutating func parseExpression() throws(Failure) -> ExpressionSyntax {
        var left = try parseConjunction()
        // A chain `a || b || ...` nests to the left, one level per operator, and later
        // stages walk it recursively: each operator counts toward the nesting limit.
        let nestingBefore = nesting
        defer { nesting = nestingBefore }
        while current.kind == .pipePipe {
            let operatorRange = current.range
            try enterNesting()
            advance()
            left = .binary(.or, left, try parseConjunction(), operatorRange: operatorRange)
        }
        return left
    }

    private mutating func parseConjunction() throws(Failure) -> ExpressionSyntax {
        var left = try parseComparison()
        let nestingBefore = nesting
        defer { nesting = nestingBefore }
        while current.kind == .ampAmp {
            let operatorRange = current.range
            try enterNesting()
            advance()
            left = .binary(.and, left, try parseComparison(), operatorRange: operatorRange)
        }
        return left
    }

    private mutating func parseComparison() throws(Failure) -> ExpressionSyntax {
        let left = try parseUnary()
        guard let comparison = comparisonOperator else { return left }
        let operatorRange = current.range
        advance()
        let right = try parseUnary()
        if comparisonOperator != nil {
            throw failure(SyntaxMessage.chainedComparison, at: current.range)
        }
        return .binary(comparison, left, right, operatorRange: operatorRange)
    }

    private var comparisonOperator: ExpressionSyntax.Operator? {
        switch current.kind {
        case .equalEqual: return .equal
        case .bangEqual: return .notEqual
        case .lessThan: return .less
        case .lessEqual: return .lessOrEqual
        case .greaterThan: return .greater
        case .greaterEqual: return .greaterOrEqual
        default: return nil
        }
    }

    private mutating func parseUnary() throws(Failure) -> ExpressionSyntax {
        try enterNesting()
        defer { nesting -= 1 }
        if current.kind == .bang {
            let bang = current.range
            advance()
            return .not(try parseUnary(), bang: bang)
        }
        if current.kind == .leftParen {
            let start = current.range.start
            advance()
            let inner = try parseExpression()
            try expect(.rightParen, .parenthesizedGuardEnd)
            return .parenthesized(inner, SourceRange(start: start, end: previousEnd))
        }
        // No value is followed by `(`, so `in(` is always the test, and `in` alone a name.
        if current.isContextualKeyword(.in), next.kind == .leftParen {
            return .inState(try parseInState())
        }
        return .value(try parseSum())
    }

    /// A value, or values joined by `+` and `-`, nesting to the left as in Swift; used in
    /// guards and as target and effect arguments.
    mutating func parseSum() throws(Failure) -> ValueSyntax {
        var left = try parseValue()
        let nestingBefore = nesting
        defer { nesting = nestingBefore }
        while let op = arithmeticOperator {
            let operatorRange = current.range
            try enterNesting()
            advance()
            left = .arithmetic(op, left, try parseValue(), operatorRange: operatorRange)
        }
        return left
    }

    private var arithmeticOperator: ArithmeticOperator? {
        switch current.kind {
        case .plus: return .add
        case .minus: return .subtract
        default: return nil
        }
    }

    /// `in(STATE)`, `in(STATE(PATTERN, ...))` or `in(GROUP)`.
    private mutating func parseInState() throws(Failure) -> InStateSyntax {
        let keyword = current.range
        advance()
        try expect(.leftParen, .inStateName)
        let name = try expectName(.inStateName)
        let patterns = try parsePatterns()
        try expect(.rightParen, .inStateEnd)
        return InStateSyntax(keyword: keyword, name: name, patterns: patterns, range: keyword.union(previousRange))
    }

    mutating func enterNesting() throws(Failure) {
        nesting += 1
        if nesting > Parser.maximumNesting { throw tooDeep() }
    }

    /// The error for a construct nested deeper than ``maximumNesting``, at the current token.
    func tooDeep() -> Failure {
        failure(SyntaxMessage.nestingTooDeep(limit: Parser.maximumNesting), at: current.range)
    }
}
