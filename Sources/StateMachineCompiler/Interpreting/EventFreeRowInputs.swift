/// What the `after` and `always` tables search alike for a row that reads no event: whether its
/// conditions hold on an input, and for each condition an input where only that one fails.
enum EventFreeRowInputs {
    /// Whether the row's conditions hold; its clause reads no event, so the input's stand-in
    /// event is never looked at.
    static func holds(_ row: Row, on input: Input, _ interpreter: Interpreter) -> Bool {
        (try? interpreter.holds(row, state: input.state, event: input.event, context: input.context)) == true
    }

    /// For each condition of `row`, the first input from `start` where it alone fails.
    static func conditionFailures(
        of row: Row, search: InputSearch, from start: Input, _ interpreter: Interpreter
    ) -> [(Input, CaseReason)] {
        Relaxation.all(of: row).compactMap { relaxation in
            let relaxed = row.relaxed(relaxation)
            let missed: (Input) -> Bool = { input in
                holds(relaxed, on: input, interpreter) && !holds(row, on: input, interpreter)
            }
            return search.first(from: start, where: missed).map { ($0, CaseReason(line: row.line, kind: relaxation.reasonKind)) }
        }
    }
}
