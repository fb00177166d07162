/// `late-result-unhandled`: an answer the machine drops as unhandled when it comes late.
///
/// A row that matches its event by identity, `uploading(id, _) on uploadFinished(id)`, makes
/// that event an answer to work its source state started. Work runs on after the machine
/// has moved on, so the answer can still arrive in any state reachable from that source;
/// where no row names it, the reducer says `unhandled`, which callers treat as a bug. One
/// warning per answer event, at its first such row, names those states and the fix: an
/// `ignore` row for them, or a row that rejects it as stale.
enum LateResultAnalysis {
    static func warnings(_ machine: Machine, _ sourceMap: MachineSourceMap) -> [Diagnostic] {
        let graph = TransitionGraph(machine)
        var answerRows: [Int: [Int]] = [:]
        var eventOrder: [Int] = []
        for (index, row) in machine.rows.enumerated() where matchesByIdentity(row) {
            guard let event = row.event else { continue }
            if answerRows[event] == nil { eventOrder.append(event) }
            answerRows[event, default: []].append(index)
        }
        var diagnostics: [Diagnostic] = []
        let regionOfState = machine.regionOfState
        for event in eventOrder {
            // With regions, each region's answers are judged, and fixed, in that region.
            for (region, rows) in grouped(answerRows[event] ?? [], by: { machine.rows[$0].sourceState.flatMap { regionOfState[$0] } }) {
                let sources = Set(rows.compactMap { machine.rows[$0].sourceState })
                let late = graph.reachable(from: sources).filter { !graph.hasRow(in: $0, for: event) }
                guard let first = rows.first, !late.isEmpty, graph.canBeUnhandled(event, outside: region) else { continue }
                let message = AnalysisWarning.lateResultUnhandled(
                    event: machine.events[event].name, starters: sources.sorted().map { machine.states[$0].name },
                    late: late.map { machine.states[$0].name })
                let notes =
                    rows.dropFirst().map { Diagnostic.Note(.alsoAnAnswer, at: sourceMap.rows[$0].row) }
                    + late.map { Diagnostic.Note(.declaredHere(machine.states[$0].name), at: sourceMap.states[$0]) }
                diagnostics.append(.warning(message, at: sourceMap.rows[first].row, notes: notes))
            }
        }
        return diagnostics
    }

    /// The rows split by their region, regions in the order of their first row.
    private static func grouped(_ rows: [Int], by region: (Int) -> Int?) -> [(region: Int?, rows: [Int])] {
        var groups: [(region: Int?, rows: [Int])] = []
        for row in rows {
            let key = region(row)
            if let position = groups.firstIndex(where: { $0.region == key }) {
                groups[position].rows.append(row)
            } else {
                groups.append((key, [row]))
            }
        }
        return groups
    }

    /// A single-state `->` row whose event repeats a name its source pattern binds; an
    /// `ignore` row with an identity handles a duplicate rather than awaiting an answer.
    private static func matchesByIdentity(_ row: Row) -> Bool {
        guard row.leadsSomewhere, case .state = row.source, let sourcePatterns = row.sourcePatterns else { return false }
        // A payload has a handful of fields: a scan beats building a set for every row.
        return (row.eventPatterns ?? []).contains { pattern in
            if case .same(let name) = pattern { sourcePatterns.contains(.bind(name)) } else { false }
        }
    }
}

/// Where `->` rows lead, and which states have a row for an event.
private struct TransitionGraph {
    let machine: Machine
    private var targets: [[Int]]
    /// The `*` rows that lead somewhere, kept whole: listing every state for each would make
    /// large specs quadratic.
    private var anyMoves: [Row] = []
    /// `state * events.count + event` for each pair a row names: one integer, no array per pair.
    private var handled: Set<Int> = []
    /// Per event, its first `*` row that ignores and its first that leads somewhere.
    private var handledEverywhere: [Int: (ignore: Row?, leading: Row?)] = [:]

    init(_ machine: Machine) {
        self.machine = machine
        targets = Array(repeating: [], count: machine.states.count)
        let membership = machine.membership
        for row in machine.rows {
            if let event = row.event, row.source != .any {
                for source in membership.candidateStates(of: row) { handled.insert(source * machine.events.count + event) }
            } else if let event = row.event {
                var everywhere = handledEverywhere[event] ?? (nil, nil)
                if row.leadsSomewhere {
                    everywhere.leading = everywhere.leading ?? row
                } else {
                    everywhere.ignore = everywhere.ignore ?? row
                }
                handledEverywhere[event] = everywhere
            }
            // `after` rows move the machine too; a `stays` row leads back to its own state.
            guard let target = row.target else { continue }
            if row.source != .any {
                for source in membership.candidateStates(of: row) where targets.indices.contains(source) { targets[source].append(target) }
            } else {
                anyMoves.append(row)
            }
        }
    }

    func hasRow(in state: Int, for event: Int) -> Bool {
        if handled.contains(state * machine.events.count + event) { return true }
        guard let everywhere = handledEverywhere[event] else { return false }
        return [everywhere.ignore, everywhere.leading].contains { $0.map { machine.membership.isCandidate($0, in: state) } ?? false }
    }

    /// Whether every region but `region` can be in a state without a row for the event, so
    /// that none handles it: an event some region always has a row for is never `unhandled`.
    /// Without regions there is no other region, and nothing to ask.
    func canBeUnhandled(_ event: Int, outside region: Int?) -> Bool {
        machine.regionInitials.indices.allSatisfy { other in
            guard other != region else { return true }
            let initial = machine.regionInitials[other].state
            return ([initial] + reachable(from: [initial])).contains { !hasRow(in: $0, for: event) }
        }
    }

    /// Every state some `->` rows lead to from the sources, ascending.
    func reachable(from sources: Set<Int>) -> [Int] {
        var reached = Set<Int>()
        var pending = Array(sources)
        while let state = pending.popLast() {
            for target in targets[state] where reached.insert(target).inserted { pending.append(target) }
            for row in anyMoves where machine.membership.isCandidate(row, in: state) {
                guard let target = row.target, reached.insert(target).inserted else { continue }
                pending.append(target)
            }
        }
        return reached.sorted()
    }
}
