/// How `check` prints what it found (`--format`); the other commands print text.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `PATH:LINE:COLUMN: error: MESSAGE` on standard error, as swiftc prints.
    case text
    /// One JSON document on standard output, for editors and CI annotations.
    case json
}
