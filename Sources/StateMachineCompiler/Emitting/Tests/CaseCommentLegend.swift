/// The generated test file's header explains the words of its case comments, so the
/// table reads without the documentation: only the words this file uses, in a fixed order.
enum CaseCommentLegend {
    static func write(for reasons: [CaseReason], specFileName: String, into writer: inout SwiftCodeWriter) {
        let used = Set(reasons.map { Word($0.kind) })
        let words = Word.allCases.filter { used.contains($0) && $0 != .noRow }
        let width = (words.map(\.spelling.count).max() ?? 0) + 2
        if !words.isEmpty {
            writer.line("//   \(specFileName):LINE WORDS  the spec row at LINE, and what the case checks about it:")
        }
        for word in words {
            writer.line("//       " + word.spelling.padding(to: width) + word.meaning)
        }
        if used.contains(.noRow) {
            writer.line("//   no row  no row handles this state and event: the reducer must return .unhandled")
        }
        writer.line("//   Reasons separated by ';' are all checked by the one case.")
    }

    /// A comment word, without the names and literals some of them carry.
    private enum Word: CaseIterable {
        case fires, replay, repeatedName, literal, guardFails, notInSource, shadowed, reentry, contributes, withheld, noRow

        init(_ kind: CaseReason.Kind) {
            switch kind {
            case .fires: self = .fires
            case .replay: self = .replay
            case .repeatedName: self = .repeatedName
            case .literal: self = .literal
            case .guardFails: self = .guardFails
            case .notInSource: self = .notInSource
            case .shadowed: self = .shadowed
            case .reentry: self = .reentry
            case .contributes: self = .contributes
            case .withheld: self = .withheld
            case .noRow: self = .noRow
            }
        }

        /// As ``TableWriter/describe(_:)`` spells it, with placeholders for what varies.
        var spelling: String {
            switch self {
            case .fires: "fires"
            case .replay: "replay"
            case .repeatedName: "NAME differs"
            case .literal: "not VALUE"
            case .guardFails: "guard fails"
            case .notInSource: "not in its source"
            case .shadowed: "shadowed by an earlier row"
            case .reentry: "re-enters its state"
            case .contributes: "entry/exit contributes"
            case .withheld: "entry/exit does not contribute"
            case .noRow: "no row"
            }
        }

        var meaning: String {
            switch self {
            case .fires: "the row matches and fires"
            case .replay: "the row's event sent again to the state it produced (a duplicate callback)"
            case .repeatedName: "the repeated NAME differs (a stale result): the row must not fire"
            case .literal: "a value other than the row's literal VALUE: the row must not fire"
            case .guardFails: "the row's guard is false: the row must not fire"
            case .notInSource: "the machine is not in the `after` row's source: its timer must change nothing"
            case .shadowed: "the row matches, but an earlier row fires first"
            case .reentry: "the row fires back into its own case, so exit and entry effects run again"
            case .contributes: "the entry or exit declaration at LINE adds its effects"
            case .withheld: "the entry or exit declaration at LINE does not apply (its pattern or guard fails)"
            case .noRow: "no row handles this state and event"
            }
        }
    }
}
