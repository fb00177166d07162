/// Past ``DiagnosticLimit/perStage``: where a stage stops reporting; past
/// ``SpecLoader/maximumSize``: a spec not read at all.
enum LimitMessage: DiagnosticMessage {
    case tooManyErrors(limit: Int)
    case tooManyWarnings(omitted: Int)
    case specTooLarge

    var id: DiagnosticID {
        switch self {
        case .tooManyErrors, .tooManyWarnings: .tooManyDiagnostics
        case .specTooLarge: .unreadableSpec
        }
    }

    var text: String {
        switch self {
        case .tooManyErrors(let limit): "too many errors; stopping after \(limit)"
        case .tooManyWarnings(let omitted): "too many warnings; \(omitted) more not shown"
        case .specTooLarge: "cannot read spec: " + Self.specTooLarge.reason
        }
    }

    /// Why a spec over the limit is not read, the same from a file and from an editor.
    var reason: String { "it is larger than \(SpecLoader.maximumSize >> 20) MB" }
}
