/// The part of a source line printed under a diagnostic, and the indentation of its caret.
/// A line longer than ``maximumWidth`` bytes is cut to a window around the caret, with `…`
/// where it was cut: a megabyte line of garbage costs each of its diagnostics a few hundred
/// bytes of output, not a megabyte, so rendering stays linear in the number of diagnostics.
struct SourceExcerpt {
    static let maximumWidth = 240
    /// Bytes kept before the caret when a line is cut.
    static let leadingContext = 80

    let text: String
    let caretIndent: String

    init(of file: SourceFile, line: Int, caret offset: Int) {
        let bytes = file.bytes
        let lineStart = file.startOfLine(line) ?? 0
        var lineEnd = file.startOfLine(line + 1).map { $0 - 1 } ?? bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let caret = max(lineStart, min(offset, bytes.count))
        var start = lineStart
        var end = lineEnd
        if lineEnd - lineStart > Self.maximumWidth {
            start = max(lineStart, min(caret - Self.leadingContext, lineEnd - Self.maximumWidth))
            end = min(lineEnd, start + Self.maximumWidth)
            // Whole characters only: never start or stop inside a multi-byte sequence.
            while start < end, bytes[start] & 0xC0 == 0x80 { start += 1 }
            while end > start, end < lineEnd, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        let shown = TerminalText.displayable(String(decoding: bytes[start..<end], as: UTF8.self))
        text = (start > lineStart ? "…" : "") + shown + (end < lineEnd ? "…" : "")
        // From the file's bytes, not the shown text: an invalid byte before the caret is one
        // U+FFFD on screen but three bytes once decoded, which would push the caret right.
        let before = String(decoding: bytes[start..<max(start, caret)], as: UTF8.self)
        caretIndent = (start > lineStart ? " " : "") + String(before.map { $0 == "\t" ? "\t" : " " })
    }
}
