/// Text from a spec, a path or a configuration file made safe to print on a terminal:
/// control, format and separator characters (escape sequences, bidirectional overrides,
/// line breaks) become U+FFFD, so no input can recolour, move or hide what is printed.
public enum TerminalText {
    public static func displayable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isHidden(scalar) ? "\u{FFFD}" : scalar) }
        return String(result)
    }

    /// Tabs stay: they only move the caret line's columns, as in the source.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\t" else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
