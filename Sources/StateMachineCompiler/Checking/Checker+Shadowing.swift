extension Checker {
    /// Warns about a row that can never fire because an earlier candidate for the same
    /// source and event always fires.
    mutating func reportShadowedRows(_ rows: [Row], syntax: [RowSyntax]) {
        for (row, rowSyntax) in zip(rows, syntax) {
            guard let shadow = rows[..<row.index].first(where: { shadows($0, row) }) else { continue }
            diagnostics.append(.warning(
                .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                at: rowSyntax.range,
                notes: [.init("this earlier row always fires", at: syntax[shadow.index].range)]))
        }
    }

    /// True when `earlier` is a candidate wherever `later` is, and always fires.
    private func shadows(_ earlier: Row, _ later: Row) -> Bool {
        guard earlier.event == later.event, earlier.alwaysFires else { return false }
        switch (earlier.sourceState, later.sourceState) {
        case (let earlierState?, let laterState?):
            return earlierState == laterState
        case (nil, let laterState?):
            // A `*` `->` row is no candidate in a final state.
            return !earlier.isTransition || !states[laterState].model.isFinal
        case (nil, nil):
            return !earlier.isTransition || later.isTransition
        case (.some, nil):
            return false
        }
    }
}
