/// What the analyses warn about: a machine that checks but does something its author
/// probably did not mean (reachability's findings are ``ReachabilityMessage``). Each
/// warning's wording is written here once.
enum AnalysisWarning: DiagnosticMessage {
    case unhandledEvent(event: String)
    /// `entriesOrExits`: the spec declares some, so they could have emitted it too.
    case unusedEffect(effect: String, entriesOrExits: Bool)
    case unusedGroup(group: String)
    case unusedBinding(name: String)
    /// `noun`: the clause's owner (`row`, `entry`); `isRow`: a row fires, an entry or exit contributes.
    case guardAlwaysFalse(noun: String, isRow: Bool)
    case guardAlwaysTrue(noun: String, isRow: Bool)
    case shadowedRow
    case anyRowShadowed
    case shadowedTimer
    case activityInFinalState(state: String)
    /// `starters`: the states whose work the event answers; `late`: those with no row for it.
    case lateResultUnhandled(event: String, starters: [String], late: [String])

    var id: DiagnosticID {
        switch self {
        case .unhandledEvent: .unhandledEvent
        case .unusedEffect: .unusedEffect
        case .unusedGroup: .unusedGroup
        case .unusedBinding: .unusedBinding
        case .guardAlwaysFalse: .guardAlwaysFalse
        case .guardAlwaysTrue: .guardAlwaysTrue
        case .shadowedRow: .shadowedRow
        case .anyRowShadowed: .anyRowShadowed
        case .shadowedTimer: .shadowedTimer
        case .activityInFinalState: .activityInFinalState
        case .lateResultUnhandled: .lateResultUnhandled
        }
    }

    var text: String {
        switch self {
        case .unhandledEvent(let event):
            "event '\(event)' is never handled; no row names it"
        case .unusedEffect(let effect, let entriesOrExits):
            "effect '\(effect)' is never emitted by " + (entriesOrExits ? "any row, entry or exit" : "any row")
        case .unusedGroup(let group):
            "group '\(group)' is used by no row, entry or exit"
        case .unusedBinding(let name):
            "'\(name)' is bound but never used; replace it with '_'"
        case .guardAlwaysFalse(let noun, let isRow):
            "guard is always false, so this \(noun) " + (isRow ? "can never fire" : "never contributes")
        case .guardAlwaysTrue(let noun, let isRow):
            "guard is always true, so it never stops this \(noun) from " + (isRow ? "firing" : "contributing")
        case .shadowedRow:
            "row can never fire: an earlier row for the same state and event always fires"
        case .anyRowShadowed:
            "'*' row can never fire: every state it applies to has an earlier row for this event that always fires"
        case .shadowedTimer:
            "this 'after' row never fires: another one from the same source always fires first"
        case .activityInFinalState(let state):
            "the machine never leaves final state '\(state)', so this activity runs until the store stops"
        case .lateResultUnhandled(let event, let starters, let late):
            "'\(event)' answers work that \(Self.list(starters.map { "'\($0)'" })) started, but \(Self.list(late.map { "'\($0)'" }))"
                + " \(late.count == 1 ? "has" : "have") no row for it: arriving late, it is unhandled;"
                + " add '\(late.joined(separator: ", ")) on \(event) ignore', or a row that rejects it"
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
