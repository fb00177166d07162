extension Checker {
    /// A positive literal that fits a `Duration` in milliseconds, or a context field of type `Duration`.
    mutating func checkDelay(_ duration: DurationSyntax) -> Delay? {
        switch duration {
        case .literal(let amount, let unit, let range):
            guard amount > 0 else {
                // A number too large for any integer type is the lexer's error, which it reads as 0.
                if amount < 0 || Self.writesZero(file.text(of: range)) { error(DelayMessage.zero, at: range) }
                return nil
            }
            guard let amount = amount.int, !amount.multipliedReportingOverflow(by: unit.milliseconds).overflow else {
                error(DelayMessage.tooLong(written: "\(amount)\(unit.rawValue)"), at: range)
                return nil
            }
            return .literal(amount: amount, unit: unit)
        case .field(let name):
            guard let field = namespaces.context.field(named: name.text) else {
                let suggestion = namespaces.context.suggestion(for: name.text, budget: &suggestionBudget)
                error(
                    DelayMessage.unknownField(name: name.text, suggestion: suggestion), at: name.range,
                    fixIts: NameSuggestion.fixIts(replacing: name, with: suggestion))
                return nil
            }
            symbols.use(.contextField(name.text), at: name.range)
            guard StandardType.named(field.type)?.name == "Duration" else {
                error(
                    TypeMismatch.delayField(name.text, field.type), at: name.range,
                    notes: [.init(.declaredHere(name.text), at: field.typeRange)])
                return nil
            }
            return .field(name.text)
        }
    }

    /// Whether a literal delay (`0s`, `0_000ms`) spells zero: only zeros and `_` before its unit.
    private static func writesZero(_ literal: String) -> Bool {
        literal.prefix { $0.isNumber || $0 == "_" }.allSatisfy { $0 == "0" || $0 == "_" }
    }
}
