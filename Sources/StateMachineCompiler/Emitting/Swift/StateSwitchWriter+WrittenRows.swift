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
        for row in rows {
            for state in machine.rows[row].sourceStates ?? [] { explicitRows[state, default: []].append(row) }
        }
        let anyRows = rows.filter { machine.rows[$0].sourceStates == nil }
        let finalAnyRows = anyRows.filter { !machine.rows[$0].isTransition }
        // `*` rows get a branch of their own only where a state has no row of its own.
        let remaining = machine.states.indices.filter { explicitRows[$0] == nil }
        var written = Set<Int>()
        if remaining.contains(where: { !machine.states[$0].isFinal }) { written.formUnion(writtenRows(of: anyRows, in: machine)) }
        if remaining.contains(where: { machine.states[$0].isFinal }) { written.formUnion(writtenRows(of: finalAnyRows, in: machine)) }
        for (state, explicit) in explicitRows {
            written.formUnion(writtenRows(of: candidates(ofState: state, explicit: explicit, anyRows: anyRows, in: machine), in: machine))
        }
        return written
    }

    /// A state's candidates: its own rows with the `*` rows merged in by written order (in a
    /// final state, only those that do not leave it).
    static func candidates(ofState state: Int, explicit: [Int], anyRows: [Int], in machine: Machine) -> [Int] {
        guard !anyRows.isEmpty else { return explicit }
        let isFinal = machine.states[state].isFinal
        return (explicit + anyRows.filter { !machine.rows[$0].isTransition || !isFinal }).sorted()
    }
}
