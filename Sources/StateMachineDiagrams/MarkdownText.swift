/// Escaping for the matrix's Markdown: the one place spec text (a cell, the spec's file
/// name in the header comment) becomes Markdown.
enum MarkdownText {
    /// A table cell cannot hold a raw `|`, which would end the cell.
    static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// Text inside an HTML comment (`<!-- ... -->`), which ends at the first `--`-led `>`:
    /// every `-` after a `-` becomes `&#45;`, so `-->` and `--!>` cannot occur, and control
    /// and format characters (a line break, U+202E) become their `&#NNNN;` code, shown as
    /// written since a comment decodes nothing.
    static func comment(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += "&#\(scalar.value);"
            default:
                result += scalar == "-" && previous == "-" ? "&#45;" : String(scalar)
            }
            previous = scalar
        }
        return result
    }
}
