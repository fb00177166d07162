/// A JSON value, written compactly and safely inside an HTML `<script>` element: `<`, `>` and
/// `&` are escaped as `\u003c`..., so no value can close the element or open a comment.
public indirect enum ExplorerJSON: Sendable {
    case null
    case bool(Bool)
    /// Written as is: integers and milliseconds only, which JSON numbers hold exactly.
    case number(Int)
    case string(String)
    case array([ExplorerJSON])
    /// Keys in the order given, so the same machine always gives the same bytes.
    case object([(String, ExplorerJSON)])

    public var text: String {
        var output = ""
        write(into: &output)
        return output
    }

    private func write(into output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += String(value)
        case .string(let value): Self.writeString(value, into: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, into: &output)
                output += ":"
                value.write(into: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, into output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}": output += unicodeEscape(scalar)
            default:
                if scalar.value < 0x20 { output += unicodeEscape(scalar) } else { output.unicodeScalars.append(scalar) }
            }
        }
        output += "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
