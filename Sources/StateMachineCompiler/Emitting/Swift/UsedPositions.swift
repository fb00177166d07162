/// The payload positions a generated pattern binds for the clauses it leads to: one flag per
/// position, since a payload has a handful of parameters and every branch asks.
struct UsedPositions {
    private var flags: [Bool] = []

    /// Marks the positions whose value a clause with these patterns looks at: a name it
    /// reads, a repeated name or a literal.
    mutating func insert(_ patterns: [Pattern]?, referenced: [String]) {
        for (position, pattern) in (patterns ?? []).enumerated() {
            switch pattern {
            case .bind(let name) where referenced.contains(name): mark(position)
            case .same, .literal: mark(position)
            case .bind, .skip: break
            }
        }
    }

    /// The marked positions, ascending.
    var positions: [Int] { flags.indices.filter { flags[$0] } }

    private mutating func mark(_ position: Int) {
        if flags.count <= position { flags += repeatElement(false, count: position + 1 - flags.count) }
        flags[position] = true
    }
}
