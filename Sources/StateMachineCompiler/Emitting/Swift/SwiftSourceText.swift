/// The one place where text from a spec (its file name, row text, names and string values)
/// becomes characters of generated Swift. Every generated line passes through it on its way
/// into ``SwiftCodeWriter``, and every string literal before that, so no spec can end a
/// comment or a literal early, or hide code from a reviewer behind invisible characters.
enum SwiftSourceText {
    enum Placement {
        /// Inside `"…"`: quotes and backslashes are escaped as well.
        case stringLiteralContents
        /// Anywhere else on a line (comments, and code, where spec names are identifiers):
        /// quotes and backslashes stay as written, so a row comment reads like the row.
        case line
    }

    /// `text` with every control, format, line and paragraph separator character (Unicode
    /// categories Cc, Cf, Zl, Zp: line breaks, NUL, bidirectional overrides, zero-width
    /// characters) spelled as a Swift escape such as `\r` or `\u{202E}`: visible in a
    /// comment, and the same character again inside a literal.
    static func escaped(_ text: String, for placement: Placement) -> String {
        // One pass over the bytes decides: nearly all text needs nothing, and is returned as it is.
        let isPlain =
            text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { mayNeedEscaping($0, in: placement) } }
            ?? !text.utf8.contains { mayNeedEscaping($0, in: placement) }
        if isPlain { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where placement == .stringLiteralContents: result += "\\\""
            case "\\" where placement == .stringLiteralContents: result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where isInvisibleOrBreaking(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True for a byte that is, or may start, a character ``escaped(_:for:)`` rewrites on a
    /// line; the generator's own lines are printable ASCII and skip the scalar walk.
    static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F
    }

    private static func mayNeedEscaping(_ byte: UInt8, in placement: Placement) -> Bool {
        mayNeedEscaping(byte) || (placement == .stringLiteralContents && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
    }

    private static func isInvisibleOrBreaking(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
