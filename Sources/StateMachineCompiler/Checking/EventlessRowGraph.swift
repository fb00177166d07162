/// Where `always` and `done` rows can lead: an edge from each state where such a row is a
/// candidate to each state it can enter. A state's edges stop at its first row that holds
/// unconditionally, since no later one is ever taken there. A row to a group's history can
/// enter any state of the group.
///
/// The checker refuses every cycle of this graph, guarded or not, so each region's `always`
/// rows lead along an acyclic path: one step takes fewer of them than the machine has states,
/// and the generated reducer needs no bound of its own.
struct EventlessRowGraph {
    struct Edge {
        let source: Int
        let row: Row
        let target: Int
    }

    /// Each state's edges, its rows in written order.
    private var edges: [Int: [Edge]] = [:]

    init(rows: [Row], membership: Membership, histories: [History]) {
        var closed: Set<Int> = []
        for row in rows where row.isEventless {
            guard case .transition(let target) = row.action else { continue }
            let targets =
                row.history.flatMap { histories.indices.contains($0) ? histories[$0].group : nil }
                .map { membership.states(of: .group($0), includingFinal: true) } ?? [target]
            for state in membership.candidateStates(of: row) where !closed.contains(state) {
                edges[state, default: []] += targets.map { Edge(source: state, row: row, target: $0) }
                if row.clause.isUnconditional { closed.insert(state) }
            }
        }
    }

    /// One cycle per back edge of a depth-first walk from each state in ascending order, its
    /// edges in the order they lead; a back edge into a state of a cycle already found is
    /// skipped, so a knot of cycles is reported once rather than once per way through it.
    func cycles() -> [[Edge]] {
        var found: [[Edge]] = []
        var inCycle: Set<Int> = []
        var done: Set<Int> = []
        for start in edges.keys.sorted() where !done.contains(start) {
            // The walk's path: each state with the index of its next edge to follow.
            var path: [(state: Int, next: Int)] = [(start, 0)]
            var onPath: [Int: Int] = [start: 0]
            while let (state, next) = path.last {
                let outgoing = edges[state] ?? []
                guard next < outgoing.count else {
                    path.removeLast()
                    onPath[state] = nil
                    done.insert(state)
                    continue
                }
                path[path.count - 1].next += 1
                let edge = outgoing[next]
                if let position = onPath[edge.target] {
                    guard !inCycle.contains(edge.target) else { continue }
                    let cycle = path[position...].dropLast().map { edges[$0.state]?[$0.next - 1] }.compactMap { $0 } + [edge]
                    inCycle.formUnion(cycle.map(\.source))
                    found.append(cycle)
                } else if !done.contains(edge.target) {
                    onPath[edge.target] = path.count
                    path.append((edge.target, 0))
                }
            }
        }
        return found
    }
}
