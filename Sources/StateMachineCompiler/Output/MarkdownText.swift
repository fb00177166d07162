/// Spec text and paths made safe for the Markdown this package writes: the diff report a bot
/// posts on a pull request (it reads as written and cannot become a link, an image, HTML or a
/// mention) and the transition matrix (cells and the header comment).
package enum MarkdownText {
    /// A code span that holds `text` whatever it contains: fenced with one backtick more than
    /// its longest run of backticks, padded when it starts or ends with one, and on one line
    /// (block structure is read before code spans, so a line break could start a heading).
    package static func code(_ text: String) -> String {
        let line = oneLine(text)
        var longest = 0
        var run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = line.first == "`" || line.last == "`" || (line.first == " " && line.last == " ")
        return padded ? "\(fence) \(line) \(fence)" : fence + line + fence
    }

    /// Prose with the punctuation escaped that could start a link, an image, HTML or a code
    /// span (`[x](url)`, `![x](url)`, `<img>`, a backtick, and the backslash itself), and
    /// `@name` broken by a zero-width space, so it mentions no one. Emphasis may show.
    package static func plain(_ text: String) -> String {
        var result = ""
        for character in oneLine(text) {
            if "\\`[]<".contains(character) { result.append("\\") }
            result.append(character)
            if character == "@" { result.append("\u{200B}") }
        }
        return result
    }

    /// A table cell cannot hold a raw `|`, which would end the cell.
    package static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// Text inside an HTML comment (`<!-- ... -->`), which ends at the first `--`-led `>`:
    /// every `-` after a `-` becomes `&#45;`, so `-->` and `--!>` cannot occur, and control
    /// and format characters (a line break, U+202E) become their `&#NNNN;` code, shown as
    /// written since a comment decodes nothing.
    package static func comment(_ text: String) -> String {
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

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : $0 })
    }
}
