extension Parser {
    /// `5s`, `300ms`, `2min` (the unit right after the number), or a context field's name.
    mutating func parseDuration() throws(Failure) -> DurationSyntax {
        guard case .integer(let amount) = current.kind else {
            return .field(try expectName(.delay))
        }
        let number = current.range
        guard let word = next.identifier, next.range.start == number.end else {
            if isCursor(next), next.range.start == number.end {
                advance()
                throw expected(.durationUnit)
            }
            if next.kind == .dot, next.range.start == number.end {
                let fraction = fractionalDuration(whole: amount)
                let range = number.union(fraction == nil ? next.range : token(at: position + 3).range)
                throw failure(SyntaxMessage.fractionalDuration(fraction), at: range)
            }
            if let word = next.identifier, let unit = DurationUnit(rawValue: word), !next.startsLine {
                throw failure(SyntaxMessage.unitApartFromNumber(amount: amount, unit: unit), at: number.union(next.range))
            }
            throw failure(SyntaxMessage.durationWithoutUnit(amount: amount), at: number)
        }
        guard let unit = DurationUnit(rawValue: word) else {
            throw failure(SyntaxMessage.notAUnitOfTime(word: word), at: next.range)
        }
        advance()
        advance()
        return .literal(amount: amount, unit: unit, range: number.union(previousRange))
    }

    /// `0.3s` read from its tokens (`0`, `.`, `3`, `s`, each right after the other), for the
    /// error that says how to write it whole; `nil` for anything less tidy (`1.5`, `1.5 s`).
    private func fractionalDuration(whole: IntegerValue) -> FractionalDuration? {
        let point = token(at: position + 1)
        let digits = token(at: position + 2)
        let unitWord = token(at: position + 3)
        guard !whole.isNegative, case .integer(let fraction) = digits.kind, !fraction.isNegative,
            digits.range.start == point.range.end, unitWord.range.start == digits.range.end,
            let unit = unitWord.identifier.flatMap(DurationUnit.init(rawValue:))
        else { return nil }
        return FractionalDuration(
            whole: whole.magnitude, fraction: fraction.magnitude, fractionDigits: digits.range.end - digits.range.start, unit: unit)
    }

    /// The token at `index`, or end of file past the end.
    private func token(at index: Int) -> Token {
        tokens[min(index, tokens.count - 1)]
    }
}
