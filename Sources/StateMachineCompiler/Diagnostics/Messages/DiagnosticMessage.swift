/// A diagnostic's wording as a value: which diagnostic it is and what it names. Each
/// message's text is written once, in this folder, and every place that reports it passes
/// the value, so one kind of problem always reads the same way. Package-wide, so the
/// formatter reports its own from here too.
package protocol DiagnosticMessage {
    var id: DiagnosticID { get }
    var text: String { get }
}

extension Diagnostic {
    package static func error(
        _ message: some DiagnosticMessage, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.error, message.id, message.text, at: range, notes: notes, fixIts: fixIts)
    }

    package static func warning(
        _ message: some DiagnosticMessage, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.warning, message.id, message.text, at: range, notes: notes, fixIts: fixIts)
    }
}
