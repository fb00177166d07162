/// `shadowed-row`: an earlier row, candidate wherever this one is, always fires.
/// `any-row-shadowed`: a `*` row that, in every state it applies to, comes after an
/// explicit row for the same event that always fires.
///
/// Rows are visited in written order, remembering per event the first row that always
/// fires for each source, so the cost stays linear in the size of the machine.
enum ShadowingAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap, _ firing: RowFiring) -> [Diagnostic] {
        let finalStates = Set(machine.states.indices.filter { machine.states[$0].isFinal })
        var memory = Array(repeating: EventMemory(), count: machine.events.count)
        var diagnostics: [Diagnostic] = []
        // `after` rows race each other by delay, not by order: TimeAnalysis says which never fires.
        for row in machine.rows {
            guard let event = row.event else { continue }
            if let earlier = memory[event].shadow(of: row, finalStates: finalStates) {
                diagnostics.append(
                    .warning(
                        AnalysisWarning.shadowedRow, at: sourceMap.rows[row.index].row,
                        notes: [.init(.alwaysFiresFirst, at: sourceMap.rows[earlier].row)]))
            } else if row.sourceStates == nil,
                let covering = memory[event].explicitRowsCovering(row, stateCount: machine.states.count, finalStates: finalStates)
            {
                diagnostics.append(
                    .warning(
                        AnalysisWarning.anyRowShadowed, at: sourceMap.rows[row.index].source,
                        notes: covering.map { .init(.alwaysFiresFirst, at: sourceMap.rows[$0].row) }))
            }
            if firing.alwaysFires(row) { memory[event].remember(row) }
        }
        return diagnostics
    }

    /// The first always-firing rows seen so far for one event.
    private struct EventMemory {
        var byState: [Int: Int] = [:]
        var anyIgnore: Int?
        var anyTransition: Int?

        mutating func remember(_ row: Row) {
            if let states = row.sourceStates {
                for state in states where byState[state] == nil { byState[state] = row.index }
            } else if row.isTransition {
                if anyTransition == nil { anyTransition = row.index }
            } else if anyIgnore == nil {
                anyIgnore = row.index
            }
        }

        /// An earlier always-firing row that is a candidate wherever `row` is; for a group or
        /// a list, every one of its states must have one, and the last of them is named.
        func shadow(of row: Row, finalStates: Set<Int>) -> Int? {
            guard let states = row.sourceStates else {
                return [anyIgnore, row.isTransition ? anyTransition : nil].compactMap { $0 }.min()
            }
            var latest: Int?
            for state in states {
                var shadows: [Int?] = [anyIgnore, byState[state]]
                // A `*` `->` row is no candidate in a final state.
                if !finalStates.contains(state) { shadows.append(anyTransition) }
                guard let first = shadows.compactMap({ $0 }).min() else { return nil }
                latest = max(latest ?? first, first)
            }
            return latest
        }

        /// The explicit rows that always fire before the `*` row in every state it applies
        /// to, in written order, or `nil` if some such state has none.
        func explicitRowsCovering(_ row: Row, stateCount: Int, finalStates: Set<Int>) -> [Int]? {
            let applicable = row.isTransition ? stateCount - finalStates.count : stateCount
            // Fewer remembered states than applicable ones cannot cover them all.
            guard applicable > 0, byState.count >= applicable else { return nil }
            let covering = byState.filter { !row.isTransition || !finalStates.contains($0.key) }
            guard covering.count == applicable else { return nil }
            return Set(covering.values).sorted()
        }
    }
}
