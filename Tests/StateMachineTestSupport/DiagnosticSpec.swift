import StateMachineCompiler

/// One diagnostic a test expects, asserted whole: where it is (a marker of a ``MarkedSpec``),
/// its severity, id and message, each of its notes, and the message of each of its fix-its,
/// so that a rule's error, its notes and its fix are checked together and none goes unseen.
package struct DiagnosticSpec: Sendable {
    package let marker: String
    package let severity: Diagnostic.Severity
    package let id: DiagnosticID
    package let message: String
    package let notes: [NoteSpec]
    /// The message of each fix-it, in the order the diagnostic offers them.
    package let fixIts: [String]

    package init(
        _ severity: Diagnostic.Severity, at marker: String, _ id: DiagnosticID, _ message: String, notes: [NoteSpec] = [],
        fixIts: [String] = []
    ) {
        self.marker = marker
        self.severity = severity
        self.id = id
        self.message = message
        self.notes = notes
        self.fixIts = fixIts
    }

    package static func error(
        _ marker: String, _ id: DiagnosticID, _ message: String, notes: [NoteSpec] = [], fixIts: [String] = []
    ) -> DiagnosticSpec {
        DiagnosticSpec(.error, at: marker, id, message, notes: notes, fixIts: fixIts)
    }

    package static func warning(
        _ marker: String, _ id: DiagnosticID, _ message: String, notes: [NoteSpec] = [], fixIts: [String] = []
    ) -> DiagnosticSpec {
        DiagnosticSpec(.warning, at: marker, id, message, notes: notes, fixIts: fixIts)
    }
}

/// A note a ``DiagnosticSpec`` expects: its message, at a marker.
package struct NoteSpec: Sendable {
    package let marker: String
    package let message: String

    package static func note(_ marker: String, _ message: String) -> NoteSpec {
        NoteSpec(marker: marker, message: message)
    }
}
