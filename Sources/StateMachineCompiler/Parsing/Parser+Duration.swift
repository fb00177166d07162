extension Parser {
    /// `5s`, `300ms`, `2min` (the unit right after the number), or a context field's name.
    mutating func parseDuration() throws(Failure) -> DurationSyntax {
        guard case .integer(let amount) = current.kind else {
            return .field(try expectName(.delay))
        }
        let number = current.range
        guard let word = next.identifier, next.range.start == number.end else {
            throw failure(SyntaxMessage.durationWithoutUnit(amount: amount), at: number)
        }
        guard let unit = DurationUnit(rawValue: word) else {
            throw failure(SyntaxMessage.notAUnitOfTime(word: word), at: next.range)
        }
        advance()
        advance()
        return .literal(amount: amount, unit: unit, range: number.union(previousRange))
    }
}
