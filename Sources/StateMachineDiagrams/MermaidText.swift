/// Escaping for Mermaid `stateDiagram-v2` text, with Mermaid's `#code;` entity codes.
///
/// Mermaid has no backslash escapes. Its state-diagram lexer ends a label at `:`, `;`
/// or a line break, reads `%%` as a comment, `#...;` as an entity and any line holding
/// `direction TB` (any case, anywhere) as a direction statement; labels are then shown
/// as HTML. So those characters, HTML's `<>&"`, the backtick and the `d` of
/// "direction" are encoded. Non-ASCII text is valid UTF-8 Mermaid and stays as written.
enum MermaidText {
    /// Text for a transition label or a comment.
    static func escaped(_ text: String) -> String {
        encode(text, extra: [])
    }

    /// Text for a quoted `state "..." as id` title, where `[[fork]]`, `[[join]]` and
    /// `[[choice]]` would turn the state into a pseudo-state, so brackets are encoded too.
    static func escapedStateTitle(_ text: String) -> String {
        encode(text, extra: ["[", "]"])
    }

    private static let alwaysEncoded: Set<Unicode.Scalar> = [":", ";", "#", "%", "\"", "<", ">", "&", "`"]

    private static func encode(_ text: String, extra: Set<Unicode.Scalar>) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (offset, scalar) in scalars.enumerated() {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += entity(DOTText.controlPicture(of: scalar))
            } else if alwaysEncoded.contains(scalar) || extra.contains(scalar) {
                result += entity(scalar.value)
            } else if scalar == " ", offset > 0, scalars[offset - 1] == " " {
                // HTML collapses a run of spaces; a no-break space keeps a literal's spacing visible.
                result += entity(0xA0)
            } else if startsDirectionKeyword(scalars, at: offset) {
                result += entity(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func startsDirectionKeyword(_ scalars: [Unicode.Scalar], at offset: Int) -> Bool {
        let keyword = "direction".unicodeScalars
        guard scalars[offset] == "d" || scalars[offset] == "D", offset + keyword.count <= scalars.count else { return false }
        return zip(scalars[offset...], keyword).allSatisfy { String($0).lowercased() == String($1) }
    }

    private static func entity(_ codePoint: UInt32) -> String { "#\(codePoint);" }

    /// A state's Mermaid ID: `s_` and its name, which can never be one of Mermaid's
    /// keywords (`state`, `note`, `default`, `direction`, ...). A name that is not a
    /// plain ASCII identifier (only hand-built machines have those) falls back to its index.
    static func stateID(name: String, index: Int) -> String {
        let isIdentifier =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            }
        return isIdentifier ? "s_" + name : "s\(index)"
    }
}
