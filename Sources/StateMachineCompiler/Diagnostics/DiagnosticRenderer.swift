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
        let source = file.lineText(location.line)
        let printable = String(source.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F ? "\u{FFFD}" : Character($0) })
        // From the file's bytes, not the decoded line: an invalid byte before the caret is one
        // U+FFFD on screen but three bytes in the decoded line, which would push the caret right.
        let lineStart = max(0, min(range.start, file.bytes.count) - (location.column - 1))
        let prefix = String(decoding: file.bytes[lineStart..<lineStart + location.column - 1], as: UTF8.self)
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        return "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)\(suffix)\n\(printable)\n\(indent)^\n"
    }
}
