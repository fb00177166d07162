/// What a `history` declaration and a row to `GROUP history` must be.
enum HistoryMessage: DiagnosticMessage {
    /// `kind`: "state" or "region", what `name` is instead of a group.
    case notAGroup(name: String, kind: String)
    case defaultOutsideGroup(group: String, defaultState: String)
    case redeclared(group: String, depth: History.Depth)
    case undeclared(group: String, depth: History.Depth)
    /// Shallow history of `group` may restore `nested` at its first state, `first`, which has a payload.
    case firstStateWithPayload(group: String, nested: String, first: String)
    /// `generate`, `tests` or `review` given a machine with history, which the Swift emitters do not write yet.
    case notGenerated(machine: String)

    var id: DiagnosticID {
        switch self {
        case .notAGroup: .historyNotGroup
        case .defaultOutsideGroup: .historyDefaultOutside
        case .redeclared: .historyRedeclared
        case .undeclared: .historyUndeclared
        case .firstStateWithPayload: .historyFirstStatePayload
        case .notGenerated: .historyNotGenerated
        }
    }

    var text: String {
        switch self {
        case .notAGroup(let name, "region"):
            "'\(name)' is a region, which the machine never leaves, so it has nothing to remember; history belongs to a group"
        case .notAGroup(let name, let kind):
            "'\(name)' is a \(kind); history belongs to a group, which remembers the state it was left from"
        case .defaultOutsideGroup(let group, let defaultState):
            "the default of '\(group)' history, '\(defaultState)', is not a state of '\(group)'"
        case .redeclared(let group, let depth):
            "'\(group)' declares \(depth.rawValue) history twice"
        case .undeclared(let group, let depth):
            "'\(group)' declares no \(depth.rawValue) history; declare '\(depth.declarationWords) \(group) -> STATE' with the state it enters while never left"
        case .firstStateWithPayload(let group, let nested, let first):
            "shallow history of '\(group)' enters '\(nested)' at its first state, '\(first)', whose payload it has no values for; "
                + "list a state without payload first in '\(nested)', or declare 'deep history \(group)'"
        case .notGenerated(let machine):
            "machine '\(machine)' declares history, which 'check', 'table' and the diagrams take but generated Swift does not keep yet; "
                + "generate it without its history declarations and rows"
        }
    }
}

extension History.Depth {
    /// The words that declare this kind: `history` or `deep history`.
    var declarationWords: String { self == .deep ? "deep history" : "history" }
}
