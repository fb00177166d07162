/// What an `after` row's delay must be: a positive literal that fits, or a `Duration` field.
enum DelayMessage: DiagnosticMessage {
    case zero
    /// `written`: the delay as written, `90000000000000000h`.
    case tooLong(written: String)
    case unknownField(name: String, suggestion: String?)

    var id: DiagnosticID {
        switch self {
        case .zero: .zeroDuration
        case .tooLong: .durationOutOfRange
        case .unknownField: .unknownName
        }
    }

    var text: String {
        switch self {
        case .zero:
            "a delay of zero would fire as the state is entered; give a positive delay, or use 'entry'"
        case .tooLong(let written):
            "'\(written)' is too long: a delay must fit in \(Int.max) milliseconds"
        case .unknownField(let name, let suggestion):
            "unknown context field '\(name)': a delay is a literal such as '5s' or a context field" + NameSuggestion.question(suggestion)
        }
    }
}
