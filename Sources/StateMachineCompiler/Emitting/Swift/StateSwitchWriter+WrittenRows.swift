// Which rows the reducer writes code for. A pattern binds a payload only where such a row reads
// it: swiftc warns about a `let` nothing reads, and rows the reducer never reaches read nothing.

extension StateSwitchWriter {
    /// The candidates whose conditions and action `writeCandidates` writes, in order: up to and
    /// including the first that always fires (those after it never run), without the rows whose
    /// guard is the literal `false` (written as a comment).
    static func writtenRows(of candidates: [Int], in machine: Machine) -> [Int] {
        var written: [Int] = []
        for candidate in candidates {
            let clause = machine.rows[candidate].clause
            if clause.guardExpression == .value(.literal(.bool(false))) { continue }
            written.append(candidate)
            let guardAlwaysHolds = clause.guardExpression.map { $0 == .value(.literal(.bool(true))) } ?? true
            if guardAlwaysHolds, clause.allPatterns.allSatisfy(\.isIrrefutable) { break }
        }
        return written
    }

    /// The rows of `rows` (one event's, in written order) that some state's branch writes.
    static func writtenRows(ofEvent rows: [Int], in machine: Machine) -> Set<Int> {
        var explicitRows: [Int: [Int]] = [:]
        for row in rows where machine.rows[row].source != .any {
            for state in machine.membership.candidateStates(of: machine.rows[row]) { explicitRows[state, default: []].append(row) }
        }
        let anyRows = rows.filter { machine.rows[$0].source == .any }
        var written = Set<Int>()
        for (state, explicit) in explicitRows {
            written.formUnion(writtenRows(of: candidates(ofState: state, explicit: explicit, anyRows: anyRows, in: machine), in: machine))
        }
        // Without `*` rows (always so with regions) no other state has candidates; looking for
        // one in every state, for every region's events, made generating quadratic in the regions.
        guard !anyRows.isEmpty else { return written }
        // `*` rows get a branch of their own only where a state has no row of its own; states
        // that `*` stands for share one, and so do those it stands for only for rows that lead nowhere.
        let remaining = machine.states.indices.filter { explicitRows[$0] == nil }
        let live = remaining.first { machine.membership.contains($0, in: .any, includingFinal: false) }
        let final = remaining.first { !machine.membership.contains($0, in: .any, includingFinal: false) }
        for state in [live, final].compactMap({ $0 }) {
            written.formUnion(writtenRows(of: anyCandidates(anyRows, inState: state, machine), in: machine))
        }
        return written
    }

    /// A state's candidates: its own rows with the `*` rows that are candidates there merged
    /// in by written order.
    static func candidates(ofState state: Int, explicit: [Int], anyRows: [Int], in machine: Machine) -> [Int] {
        guard !anyRows.isEmpty else { return explicit }
        return (explicit + anyCandidates(anyRows, inState: state, machine)).sorted()
    }

    /// Those of the `*` rows `anyRows` that are candidates in `state`.
    static func anyCandidates(_ anyRows: [Int], inState state: Int, _ machine: Machine) -> [Int] {
        anyRows.filter { machine.membership.isCandidate(machine.rows[$0], in: state) }
    }
}
