extension Parser {
    /// `after DURATION [GUARD] -> TARGET / EFFECT, ...`, once the source is parsed.
    mutating func parseDelayedRow(source: RowSyntax.Source, start: Int) throws(Failure) -> DelayedRowSyntax {
        let keyword = current.range
        advance()
        let duration = try parseDuration()
        var guardExpression: ExpressionSyntax?
        if current.kind == .leftBracket {
            advance()
            guardExpression = try parseExpression()
            try expect(.rightBracket, "']' to close the guard")
        }
        if current.isKeyword(.ignore) {
            throw failure("an 'after' row moves the machine: write '-> TARGET'; a state without one is simply not timed", at: current.range)
        }
        let action = try parseAction()
        return DelayedRowSyntax(
            source: source, keyword: keyword, duration: duration, guardExpression: guardExpression, action: action,
            range: SourceRange(start: start, end: previousEnd))
    }

    /// `5s`, `300ms`, `2min` (the unit right after the number), or a context field's name.
    private mutating func parseDuration() throws(Failure) -> DurationSyntax {
        guard case .integer(let amount) = current.kind else {
            return .field(try expectName("duration ('300ms', '5s', '2min') or a context field of type Duration after 'after'"))
        }
        let number = current.range
        let units = DurationUnit.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        guard let word = next.identifier, next.range.start == number.end else {
            throw failure("a duration needs a unit right after the number: \(units) (as in '\(amount)s')", at: number)
        }
        guard let unit = DurationUnit(rawValue: word) else {
            throw failure("'\(word)' is not a unit of time; write \(units)", at: next.range)
        }
        advance()
        advance()
        return .literal(amount: amount, unit: unit, range: number.union(previousRange))
    }
}
