/// What another tool writes (XState, SMC, UML state charts) and this language spells
/// differently: the message says how to write it here.
enum ForeignConstruct: DiagnosticMessage {
    /// `entry / EFFECT` inside a state; `word`: `entry`, `exit` or `during`.
    case sourcelessStateEffects(word: String)
    /// `state loading { ... }`.
    case nestedStates(state: String)
    /// `STATE on after 5s`.
    case timerAfterOn

    var id: DiagnosticID { .foreignConstruct }

    var text: String {
        switch self {
        case .sourcelessStateEffects(let word):
            "'\(word)' names the state or group it belongs to: write '\(word) STATE / EFFECT'"
                + " (with a group name, it applies to every state of the group)"
        case .nestedStates(let state):
            "states do not nest: declare the inner states at the top level and name the parent as a group,"
                + " 'group \(state) = STATE, ...'; a group can be a row's source and have entry and exit effects"
        case .timerAfterOn:
            "a delayed row has no event: write 'STATE after 5s -> TARGET', without 'on'"
        }
    }
}
