/// Groups, row sources and what a machine's shape forbids.
enum StructureMessage: DiagnosticMessage {
    case memberInTwoGroups(member: String, group: String)
    /// `path`: the groups from the one that contains itself back to it.
    case groupCycle(group: String, path: [String])
    /// `group` is listed in `container`, which is `limit` groups deep already.
    case groupsNestedTooDeep(group: String, container: String, limit: Int)
    /// `keyword`: the declaration's word (`entry`, `exit`); `nil` for a row.
    case patternsOnGroup(group: String, keyword: String?)
    /// `keyword`: the declaration's word (`during`); `nil` for a row.
    case patternsInSourceList(member: String, keyword: String?)
    case duplicateSource(member: String)
    case transitionFromFinal(state: String)
    /// A `->` row (`isDelay`: an `after` row) from a group whose states are all final.
    case transitionFromFinalGroup(group: String, isDelay: Bool)
    /// An `after` row out of a final state.
    case delayFromFinal(state: String)
    /// A `stays` row in a final state.
    case updateOfFinal(state: String)
    case sensitivePersisted(field: String)
    /// A `stays` row whose source is not one state.
    case updateOutsideItsState
    case updateToAnotherState(state: String, target: String)

    var id: DiagnosticID {
        switch self {
        case .memberInTwoGroups: .memberInTwoGroups
        case .groupCycle: .groupCycle
        case .groupsNestedTooDeep: .nestingTooDeep
        case .patternsOnGroup: .patternsOnGroup
        case .patternsInSourceList: .patternsInSourceList
        case .duplicateSource: .duplicateSource
        case .transitionFromFinal, .transitionFromFinalGroup, .delayFromFinal, .updateOfFinal: .transitionFromFinal
        case .sensitivePersisted: .sensitivePersisted
        case .updateOutsideItsState, .updateToAnotherState: .updateOutsideItsState
        }
    }

    var text: String {
        switch self {
        case .memberInTwoGroups(let member, let group):
            "'\(member)' is already in group '\(group)'; a state or group belongs to at most one group"
        case .groupsNestedTooDeep(let group, let container, let limit):
            "group '\(group)' in '\(container)' nests groups more than \(limit) levels deep, the limit; flatten the groups"
        case .groupCycle(let group, let path):
            "group '\(group)' contains itself: " + path.map { "'\($0)'" }.joined(separator: ", which is in ")
        case .patternsOnGroup(let group, let keyword):
            "group '\(group)' has no payload to match: write \(keyword.map { "'\($0)'" } ?? "the row") for a state to bind its values"
        case .patternsInSourceList(let member, let keyword):
            "a source list binds no values: write \(keyword.map { "a '\($0)'" } ?? "a row") of its own for '\(member)' to match its payload"
        case .duplicateSource(let member):
            "'\(member)' is listed twice in this source"
        case .transitionFromFinal(let state):
            "'->' cannot leave final state '\(state)'"
        case .transitionFromFinalGroup(let group, let isDelay):
            "'\(isDelay ? "after" : "->")' cannot leave group '\(group)': every state in it is final, so the row applies in none"
        case .delayFromFinal(let state):
            "'after' cannot leave final state '\(state)': the machine stays in it for good"
        case .updateOfFinal(let state):
            "'stays' cannot change final state '\(state)': the machine stays in it as it is"
        case .sensitivePersisted(let field):
            "sensitive field '\(field)' would be written to disk: machine has a durable effect, "
                + "so its states, context and durable effects are persisted"
        case .updateOutsideItsState:
            "'stays' updates one state in place: its source must name that state"
        case .updateToAnotherState(let state, let target):
            "'stays' keeps the machine in '\(state)': its target must be '\(state)', not '\(target)'; write '->' to move to another state"
        }
    }
}
