/// Where the machine cannot go, or cannot leave: the reachability analysis's findings.
enum ReachabilityMessage: DiagnosticMessage {
    /// No `->` row (for an event or after a delay) targets the state; a `stays` row does not
    /// enter it, so it does not count.
    case neverEntered(state: String)
    /// Rows enter the state, but only from states the machine never reaches.
    case unreachable(state: String, initial: String)
    case deadEnd(state: String)

    var id: DiagnosticID {
        switch self {
        case .neverEntered, .unreachable: .unreachableState
        case .deadEnd: .deadEnd
        }
    }

    var text: String {
        switch self {
        case .neverEntered(let state):
            "state '\(state)' is never entered: no '->' row targets it"
        case .unreachable(let state, let initial):
            "state '\(state)' is unreachable from initial state '\(initial)'"
        case .deadEnd(let state):
            "no '->' row leaves non-final state '\(state)'; add one or mark the state 'final'"
        }
    }
}
