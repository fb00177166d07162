extension Checker {
    /// Warns about a row that can never fire because an earlier candidate for the same
    /// source and event always fires.
    ///
    /// One pass in written order: for each event it remembers the first always-firing row
    /// per source, so a spec of tens of thousands of rows is checked in linear time.
    mutating func reportShadowedRows(_ rows: [Row], syntax: [RowSyntax]) {
        let isFinal = states.map(\.model.isFinal)
        var firstAlwaysFiring = ShadowingRows()
        for (row, rowSyntax) in zip(rows, syntax) {
            if let shadow = firstAlwaysFiring.shadow(of: row, isFinal: isFinal) {
                diagnostics.append(.warning(
                    .shadowedRow, "row can never fire: an earlier row for the same state and event always fires",
                    at: rowSyntax.range,
                    notes: [.init("this earlier row always fires", at: syntax[shadow].range)]))
            }
            if row.alwaysFires { firstAlwaysFiring.record(row) }
        }
    }
}

/// The first always-firing rows seen so far, by event and source: exactly the earlier
/// rows that can shadow a later one.
private struct ShadowingRows {
    private struct StateEvent: Hashable {
        let state: Int
        let event: Int
    }

    private var explicit: [StateEvent: Int] = [:]
    /// `*` rows of any kind, and `*` `ignore` rows (the only `*` rows that are candidates
    /// in a final state).
    private var anyRow: [Int: Int] = [:]
    private var anyIgnore: [Int: Int] = [:]

    mutating func record(_ row: Row) {
        if let state = row.sourceState {
            if explicit[StateEvent(state: state, event: row.event)] == nil {
                explicit[StateEvent(state: state, event: row.event)] = row.index
            }
            return
        }
        if anyRow[row.event] == nil { anyRow[row.event] = row.index }
        if !row.isTransition, anyIgnore[row.event] == nil { anyIgnore[row.event] = row.index }
    }

    /// The index of the first earlier row that is a candidate wherever `row` is and always fires.
    func shadow(of row: Row, isFinal: [Bool]) -> Int? {
        if let state = row.sourceState {
            // A `*` `->` row is no candidate in a final state.
            let fromAny = isFinal[state] ? anyIgnore[row.event] : anyRow[row.event]
            let fromState = explicit[StateEvent(state: state, event: row.event)]
            guard let fromState else { return fromAny }
            guard let fromAny else { return fromState }
            return min(fromState, fromAny)
        }
        // Only `*` rows are candidates in every state; a `*` `->` row is no candidate where
        // a later `*` `ignore` row still is (a final state).
        return row.isTransition ? anyRow[row.event] : anyIgnore[row.event]
    }
}
