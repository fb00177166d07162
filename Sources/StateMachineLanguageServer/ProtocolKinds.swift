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
