/// Past ``DiagnosticLimit/perStage``: where a stage stops reporting.
enum LimitMessage: DiagnosticMessage {
    case tooManyErrors(limit: Int)
    case tooManyWarnings(omitted: Int)

    var id: DiagnosticID { .tooManyDiagnostics }

    var text: String {
        switch self {
        case .tooManyErrors(let limit): "too many errors; stopping after \(limit)"
        case .tooManyWarnings(let omitted): "too many warnings; \(omitted) more not shown"
        }
    }
}
