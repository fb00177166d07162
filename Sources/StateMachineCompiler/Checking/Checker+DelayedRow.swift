extension Checker {
    /// Checks an `after` row: its source as a row's, its duration, its guard and its `->`.
    mutating func checkDelayedRow(_ row: DelayedRowSyntax, index: Int) -> (DelayedRow, MachineSourceMap.RowRanges)? {
        let errorsBefore = errorCount
        var scope = Scope(row: row.range.start)
        var arrow: SourceRange?
        if case .transition(let written, _, _, _) = row.action { arrow = written }
        let (source, sourceIsFinal) = checkSource(row.source, arrow: arrow, scope: &scope)
        let delay = checkDelay(row.duration)
        let guardExpression = row.guardExpression.flatMap { checkGuard($0, scope: scope) }
        let action = checkAction(row.action, scope: scope)
        if let arrow, sourceIsFinal, case .state(let name, _) = row.source {
            error(
                .transitionFromFinal, "'after' cannot leave final state '\(name.text)': the machine stays in it for good", at: arrow,
                notes: stateIndex[name.text].map { [.init("'\(name.text)' declared final here", at: finalRange(of: $0))] } ?? [])
        }
        guard errorCount == errorsBefore, let delay, let action else { return nil }
        let checked = DelayedRow(
            index: index, line: file.location(of: row.range.start).line, source: source, delay: delay,
            guardExpression: guardExpression, action: action, text: Self.singleLine(file.text(of: row.range)))
        let ranges = MachineSourceMap.RowRanges(
            row: row.range, source: row.sourceRange, guardExpression: row.guardExpression?.range, bindings: scope.ranges)
        return (checked, ranges)
    }

    /// A positive literal that fits a `Duration` in milliseconds, or a context field of type `Duration`.
    private mutating func checkDelay(_ duration: DurationSyntax) -> DelayedRow.Delay? {
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
            guard let type = contextTypes[name.text] else {
                let fields = (contextFields ?? []).map(\.name.text)
                let suggestion = NameSuggestion.closest(to: name.text, among: fields).map { "; did you mean '\($0)'?" } ?? ""
                error(
                    .unknownName,
                    "unknown context field '\(name.text)': a delay is a literal such as '5s' or a context field"
                        + suggestion, at: name.range)
                return nil
            }
            symbols.use(.contextField(name.text), at: name.range)
            guard StandardType.named(type)?.name == "Duration" else {
                error(
                    .typeMismatch, "context field '\(name.text)' has type '\(type)'; a delay needs a 'Duration'", at: name.range,
                    notes: contextFields?.first { $0.name.text == name.text }.map {
                        [.init("'\(name.text)' declared here", at: $0.typeRange)]
                    }
                        ?? [])
                return nil
            }
            return .field(name.text)
        }
    }
}

extension DurationUnit {
    /// How many milliseconds one of the unit is.
    public var milliseconds: Int {
        switch self {
        case .milliseconds: return 1
        case .seconds: return 1_000
        case .minutes: return 60_000
        }
    }
}
