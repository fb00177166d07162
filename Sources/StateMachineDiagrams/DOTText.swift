/// Escaping for text inside a double-quoted DOT string.
///
/// Graphviz reads `\"` and `\\` as escapes, expands `\n`-style sequences and decodes
/// `&...;` entities in labels, so those characters are escaped; everything else is
/// encoded so the DOT file stays ASCII whatever the reader's charset. `<>{}|` are plain
/// text in a quoted label on a non-record shape (the only kind emitted here), and
/// escaping them with a backslash would be wrong, so they are left as written.
enum DOTText {
    /// `text` as a quoted DOT string that Graphviz prints back exactly.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Lines of a label as one quoted string, centred line by line.
    static func quoted(lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
    }

    /// The escaped text without quotes; also safe inside a `//` comment, since it holds
    /// no line break.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "&": result += "&amp;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += entity(controlPicture(of: scalar))
            case _ where scalar.value > 0x7F:
                result += entity(scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func entity(_ codePoint: UInt32) -> String { "&#\(codePoint);" }

    /// The visible stand-in for a control character (U+2400 block), so a stray tab or
    /// carriage return in a string literal shows instead of breaking the layout.
    static func controlPicture(of scalar: Unicode.Scalar) -> UInt32 {
        scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value
    }
}
