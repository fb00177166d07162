extension Checker {
    /// A positive literal that fits a `Duration` in milliseconds, or a context field of type `Duration`.
    mutating func checkDelay(_ duration: DurationSyntax) -> Delay? {
        switch duration {
        case .literal(let amount, let unit, let range):
            guard amount > 0 else {
                error(
                    .zeroDuration, "a delay of zero would fire as the state is entered; give a positive delay, or use 'entry'",
                    at: range)
                return nil
            }
            guard !amount.multipliedReportingOverflow(by: unit.milliseconds).overflow else {
                error(
                    .durationOutOfRange, "'\(amount)\(unit.rawValue)' is too long: a delay must fit in \(Int.max) milliseconds", at: range)
                return nil
            }
            return .literal(amount: amount, unit: unit)
        case .field(let name):
            guard let field = context.field(named: name.text) else {
                let suggestion = NameSuggestion.closest(to: name.text, among: context.names)
                error(
                    .unknownName,
                    "unknown context field '\(name.text)': a delay is a literal such as '5s' or a context field"
                        + NameSuggestion.question(suggestion), at: name.range,
                    fixIts: NameSuggestion.fixIts(replacing: name, with: suggestion))
                return nil
            }
            symbols.use(.contextField(name.text), at: name.range)
            guard StandardType.named(field.type)?.name == "Duration" else {
                error(
                    .typeMismatch, "context field '\(name.text)' has type '\(field.type)'; a delay needs a 'Duration'", at: name.range,
                    notes: [.init("'\(name.text)' declared here", at: field.typeRange)])
                return nil
            }
            return .field(name.text)
        }
    }
}
