/// `shadowed-row`: an earlier row, candidate wherever this one is, always fires.
/// `any-row-shadowed`: a `*` row that, in every state it applies to, comes after an
/// explicit row for the same event that always fires.
///
/// Rows are visited in written order, remembering per event the first row that always
/// fires for each source, so the cost stays linear in the size of the machine.
enum ShadowingAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap, _ firing: RowFiring) -> [Diagnostic] {
        let membership = machine.membership
        var memory = Array(repeating: EventMemory(), count: machine.events.count)
        var diagnostics: [Diagnostic] = []
        // `after` rows race each other by delay, not by order: TimeAnalysis says which never fires.
        for row in machine.rows {
            guard let event = row.event else { continue }
            if let earlier = memory[event].shadow(of: row, in: membership) {
                diagnostics.append(
                    .warning(
                        AnalysisWarning.shadowedRow, at: sourceMap.rows[row.index].row,
                        notes: [.init(.alwaysFiresFirst, at: sourceMap.rows[earlier].row)]))
            } else if row.source == .any, let covering = memory[event].explicitRowsCovering(row, in: membership) {
                diagnostics.append(
                    .warning(
                        AnalysisWarning.anyRowShadowed, at: sourceMap.rows[row.index].source,
                        notes: covering.map { .init(.alwaysFiresFirst, at: sourceMap.rows[$0].row) }))
            }
            if firing.alwaysFires(row) { memory[event].remember(row, in: membership) }
        }
        return diagnostics
    }

    /// The first always-firing rows seen so far for one event. It holds row numbers only, and
    /// the membership is passed in, so reading one event's memory copies nothing.
    private struct EventMemory {
        var byState: [Int: Int] = [:]
        /// The first `*` row that ignores, and the first that leads somewhere.
        var anyIgnore: Int?
        var anyTransition: Int?

        mutating func remember(_ row: Row, in membership: Membership) {
            if row.source != .any {
                for state in membership.candidateStates(of: row) where byState[state] == nil { byState[state] = row.index }
            } else if row.leadsSomewhere {
                if anyTransition == nil { anyTransition = row.index }
            } else if anyIgnore == nil {
                anyIgnore = row.index
            }
        }

        /// An earlier always-firing row that is a candidate wherever `row` is; for a group or
        /// a list, every one of its states must have one, and the last of them is named.
        func shadow(of row: Row, in membership: Membership) -> Int? {
            guard row.source != .any else {
                // A `*` row that leads somewhere is a candidate in fewer states than one that ignores.
                return [anyIgnore, row.leadsSomewhere ? anyTransition : nil].compactMap { $0 }.min()
            }
            var latest: Int?
            for state in membership.candidateStates(of: row) {
                var first = byState[state]
                // Where each remembered `*` row is a candidate, as the membership says for `*`.
                if let any = anyIgnore, membership.contains(state, in: .any, includingFinal: true) { first = min(first ?? any, any) }
                if let any = anyTransition, membership.contains(state, in: .any, includingFinal: false) { first = min(first ?? any, any) }
                guard let first else { return nil }
                latest = max(latest ?? first, first)
            }
            return latest
        }

        /// The explicit rows that always fire before the `*` row in every state it applies
        /// to, in written order, or `nil` if some such state has none.
        func explicitRowsCovering(_ row: Row, in membership: Membership) -> [Int]? {
            let applicable = membership.candidateStates(of: row).count
            // Fewer remembered states than applicable ones cannot cover them all.
            guard applicable > 0, byState.count >= applicable else { return nil }
            let covering = byState.filter { membership.isCandidate(row, in: $0.key) }
            guard covering.count == applicable else { return nil }
            return Set(covering.values).sorted()
        }
    }
}
