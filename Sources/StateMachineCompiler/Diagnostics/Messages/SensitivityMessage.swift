/// A `sensitive` value passed to a field that is not marked: where it would show.
enum SensitivityMessage: DiagnosticMessage {
    /// The field an argument fills: `parameter` of the `kind` (`state`, `effect`) `declaration`.
    struct Destination {
        let parameter: String
        let kind: String
        let declaration: String
    }

    /// `value`: the sensitive name the argument reads.
    case printedInFull(value: String, Destination)
    case writtenToDisk(value: String, Destination)

    var id: DiagnosticID {
        switch self {
        case .printedInFull: .sensitiveFlow
        case .writtenToDisk: .sensitiveFlowPersisted
        }
    }

    var text: String {
        switch self {
        case .printedInFull(let value, let to):
            "sensitive '\(value)' is passed to '\(to.parameter)' of \(to.kind) '\(to.declaration)', which is not sensitive "
                + "and prints it in full; mark '\(to.parameter)' sensitive"
        case .writtenToDisk(let value, let to):
            "sensitive '\(value)' would be written to disk in clear text: '\(to.parameter)' of \(to.kind) '\(to.declaration)' "
                + "is persisted (the machine has a durable effect) and not marked; mark it 'sensitive persisted'"
        }
    }
}
