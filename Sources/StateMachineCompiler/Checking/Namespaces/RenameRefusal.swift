/// Why a rename cannot be done, worded for the editor that asked.
package enum RenameRefusal: Error, Equatable, Sendable {
    /// The position names nothing a rename can reach: a keyword, punctuation, an unknown name.
    case noSymbol
    case notAName(String)
    case reservedWord(String)
    /// What already answers to the new name where the symbol lives.
    case clash(renaming: String, to: String, reason: String)

    package var message: String {
        switch self {
        case .noSymbol: "only states, groups, events, effects, context fields, payload labels and bound names can be renamed"
        case .notAName(let name): "'\(name)' is not a valid name"
        case .reservedWord(let name): "'\(name)' is a reserved word"
        case .clash(let old, let new, let reason): "cannot rename '\(old)' to '\(new)': \(reason)"
        }
    }
}
