import StateMachineCompiler

// The protocol's numbered kinds the server sends, named as the specification names them,
// so no message spells a bare number.

/// `TextDocumentSyncKind`: how the client sends a changed document.
enum TextDocumentSyncKind: Int {
    /// The whole text with every change.
    case full = 1
}

/// `InsertTextFormat`: how a completion's `insertText` is read.
enum InsertTextFormat: Int {
    case plainText = 1
    /// `${1:label}` placeholders the client expands.
    case snippet = 2
}

/// `CompletionItemKind`: how a client marks a completion item.
enum CompletionItemKind: Int {
    case function = 3
    case field = 5
    case variable = 6
    case module = 9
    case keyword = 14
    case enumMember = 20
    case event = 23
    case typeParameter = 25

    init(_ kind: CompletionCandidate.Kind) {
        switch kind {
        case .keyword: self = .keyword
        case .state: self = .enumMember
        case .group, .region: self = .module
        case .event: self = .event
        case .effect: self = .function
        case .contextField: self = .field
        case .boundName, .payloadLabel: self = .variable
        case .type: self = .typeParameter
        }
    }
}

/// `DiagnosticSeverity`; a note is `information`.
enum DiagnosticSeverity: Int {
    case error = 1
    case warning = 2
    case information = 3

    init(_ severity: Diagnostic.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .information
        }
    }
}
