/// What an eventless (`always`) row must be: a `->` row, and not one of a cycle that never ends.
enum EventlessMessage: DiagnosticMessage {
    /// `word`: `stays` or `ignore`, as written.
    case withoutMove(word: String)
    /// `states`: the cycle's states in the order its rows lead through them, the first repeated last.
    case cycle(states: [String])

    var id: DiagnosticID {
        switch self {
        case .withoutMove: .eventlessWithoutMove
        case .cycle: .eventlessCycle
        }
    }

    var text: String {
        switch self {
        case .withoutMove(let word):
            "an 'always' row must move with '->': '\(word)' leaves the state as it is, so the row would hold again after itself forever"
        case .cycle(let states):
            "'always' rows lead in a cycle, " + states.map { "'\($0)'" }.joined(separator: " -> ")
                + ", whatever the values: the machine would never settle; guard one of them, or end the cycle"
        }
    }
}
