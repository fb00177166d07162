/// Groups, row sources and what a machine's shape forbids.
enum StructureMessage: DiagnosticMessage {
    case memberInTwoGroups(member: String, group: String)
    /// `path`: the groups from the one that contains itself back to it.
    case groupCycle(group: String, path: [String])
    /// `keyword`: the declaration's word (`entry`, `exit`); `nil` for a row.
    case patternsOnGroup(group: String, keyword: String?)
    case patternsInSourceList(member: String)
    case duplicateSource(member: String)
    case transitionFromFinal(state: String)
    case sensitivePersisted(field: String)

    var id: DiagnosticID {
        switch self {
        case .memberInTwoGroups: .memberInTwoGroups
        case .groupCycle: .groupCycle
        case .patternsOnGroup: .patternsOnGroup
        case .patternsInSourceList: .patternsInSourceList
        case .duplicateSource: .duplicateSource
        case .transitionFromFinal: .transitionFromFinal
        case .sensitivePersisted: .sensitivePersisted
        }
    }

    var text: String {
        switch self {
        case .memberInTwoGroups(let member, let group):
            "'\(member)' is already in group '\(group)'; a state or group belongs to at most one group"
        case .groupCycle(let group, let path):
            "group '\(group)' contains itself: " + path.map { "'\($0)'" }.joined(separator: ", which is in ")
        case .patternsOnGroup(let group, let keyword):
            "group '\(group)' has no payload to match: write \(keyword.map { "'\($0)'" } ?? "the row") for a state to bind its values"
        case .patternsInSourceList(let member):
            "a source list binds no values: write a row of its own for '\(member)' to match its payload"
        case .duplicateSource(let member):
            "'\(member)' is listed twice in this source"
        case .transitionFromFinal(let state):
            "'->' cannot leave final state '\(state)'"
        case .sensitivePersisted(let field):
            "sensitive field '\(field)' would be written to disk: machine has a durable effect, "
                + "so its states, context and durable effects are persisted"
        }
    }
}
