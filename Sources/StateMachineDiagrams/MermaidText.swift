/// Escaping for Mermaid `stateDiagram-v2` text, with Mermaid's `#code;` entity codes, kept
/// to what Mermaid needs so the source stays readable.
///
/// Mermaid has no backslash escapes. Its state-diagram lexer ends a label at `:`, `;` or a
/// line break, reads `%%` as a comment, `#...;` as an entity and any line holding
/// `direction TB` (any case, anywhere) as a direction statement; labels are then shown as
/// HTML, where `<` opens a tag and `&` followed by a name an entity. Those are encoded, with
/// the backtick and the `d` of "direction"; `->`, `&&` and quotes stay as written. A quoted
/// state title ends only at `"`, so there `:` and `;` stay too, and `[[` is encoded so that
/// `[[fork]]`, `[[join]]` and `[[choice]]` cannot turn the state into a pseudo-state.
/// Non-ASCII text is valid UTF-8 Mermaid and stays as written.
enum MermaidText {
    /// Text for a transition label, a note or a comment.
    static func escaped(_ text: String) -> String {
        encode(text) { scalar, next in [":", ";", "\"", "`"].contains(scalar) || startsLabelProblem(scalar, next) }
    }

    /// Text for a quoted `state "..." as id` title.
    static func escapedStateTitle(_ text: String) -> String {
        encode(text) { scalar, next in scalar == "\"" || (scalar == "[" && next == "[") || startsLabelProblem(scalar, next) }
    }

    /// What both kinds of text encode: comments, entities and HTML.
    private static func startsLabelProblem(_ scalar: Unicode.Scalar, _ next: Unicode.Scalar?) -> Bool {
        switch scalar {
        case "#", "%", "<": true
        case "&": next.map { $0 == "#" || $0.properties.isAlphabetic } ?? false
        default: false
        }
    }

    private static func encode(_ text: String, encodes: (Unicode.Scalar, Unicode.Scalar?) -> Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (offset, scalar) in scalars.enumerated() {
            let next = offset + 1 < scalars.count ? scalars[offset + 1] : nil
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += entity(DOTText.controlPicture(of: scalar))
            } else if encodes(scalar, next) {
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

    /// A group's Mermaid ID: its name, which Mermaid shows as the composite state's title,
    /// unless the name is a Mermaid keyword or could be another node's ID (`s_...`, `s3`,
    /// `any_state`); then `g_` and the name.
    static func groupID(name: String) -> String {
        let isStateLike = name.hasPrefix("s_") || (name.count > 1 && name.hasPrefix("s") && name.dropFirst().allSatisfy(\.isNumber))
        let isReserved = mermaidKeywords.contains(name.lowercased()) || name == "any_state" || name.lowercased().hasPrefix("direction")
        return isStateLike || isReserved ? "g_" + name : name
    }

    private static let mermaidKeywords: Set<String> = [
        "state", "note", "end", "default", "as", "class", "classdef", "style", "scale", "hide", "left", "right", "of",
        "acctitle", "accdescr", "statediagram",
    ]
}
