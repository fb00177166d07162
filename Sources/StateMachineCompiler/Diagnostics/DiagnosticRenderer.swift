/// Prints diagnostics the way swiftc does, so Xcode, editors and CI annotate the spec:
/// `PATH:LINE:COLUMN: error: MESSAGE`, the source line, and a caret under the column.
public enum DiagnosticRenderer {
    public static func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        // Warnings carry their id so users can tell which check spoke, as compiler groups do,
        // and keep it when `--warnings-as-errors` promotes them.
        let shownID = diagnostic.severity == .warning || DiagnosticID.warnings.contains(diagnostic.id) ? diagnostic.id : nil
        var text = line(for: diagnostic.severity, diagnostic.message, id: shownID, at: diagnostic.range, in: file)
        for note in diagnostic.notes {
            text += line(for: .note, note.message, id: nil, at: note.range, in: file)
        }
        return text
    }

    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { render($0, in: file) }.joined()
    }

    private static func line(
        for severity: Diagnostic.Severity, _ message: String, id: DiagnosticID?, at range: SourceRange, in file: SourceFile
    ) -> String {
        let location = file.location(of: range.start)
        let suffix = id.map { " [\($0.rawValue)]" } ?? ""
        let excerpt = SourceExcerpt(of: file, line: location.line, caret: range.start)
        let head = headline(severity, message, at: range, in: file) + suffix
        return TerminalText.displayable(head) + "\n\(excerpt.text)\n\(excerpt.caretIndent)^\n"
    }

    /// `PATH:LINE:COLUMN: SEVERITY: MESSAGE`, the first line of a rendered diagnostic without
    /// its id: what a JSON report names a spec's errors by.
    public static func headline(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        headline(diagnostic.severity, diagnostic.message, at: diagnostic.range, in: file)
    }

    private static func headline(_ severity: Diagnostic.Severity, _ message: String, at range: SourceRange, in file: SourceFile) -> String {
        let location = file.location(of: range.start)
        return "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
