/// What an eventless (`always`) row must be: a `->` row, and not one of a cycle that never ends.
enum EventlessMessage: DiagnosticMessage {
    /// `row`: `always` or `done`; `word`: `stays` or `ignore`, as written.
    case withoutMove(row: String, word: String)
    /// `SOURCE done` whose source is not a group.
    case completionOfNoGroup
    case completionWithoutFinal(group: String)
    /// `states`: the cycle's states in the order its rows lead through them, the first repeated
    /// last; `certain` when no row of it has a condition, so it is taken whatever the values.
    case cycle(states: [String], certain: Bool)

    var id: DiagnosticID {
        switch self {
        case .withoutMove: .eventlessWithoutMove
        case .cycle: .eventlessCycle
        case .completionOfNoGroup, .completionWithoutFinal: .completionWithoutFinal
        }
    }

    var text: String {
        switch self {
        case .withoutMove(let row, let word):
            "an '\(row)' row must move with '->': '\(word)' leaves the state as it is, so the row would hold again after itself forever"
        case .completionOfNoGroup:
            "'done' completes a group: write a group with a final state before it"
        case .completionWithoutFinal(let group):
            "group '\(group)' has no final state, so it never completes: mark the state it ends in 'final'"
        case .cycle(let states, let certain):
            (certain ? "'always' rows lead in a cycle, " : "'always' rows can lead in a cycle, ")
                + states.map { "'\($0)'" }.joined(separator: " -> ")
                + (certain
                    ? ", whatever the values: the machine would never settle"
                    : ", when their conditions hold: a step could take them forever")
                + "; end the cycle, for example with an event or an 'after' row"
        }
    }
}
