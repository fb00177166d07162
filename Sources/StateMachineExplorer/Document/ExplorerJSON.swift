import StateMachineCompiler

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

    /// A JSON string a page's `<script>` can hold: `<`, `>` and `&` escaped so no text ends the
    /// script or opens a comment, and U+2028 and U+2029, which end a line in older JavaScript.
    private static func writeString(_ value: String, into output: inout String) {
        output += DiagnosticJSON.string(value, alsoEscaping: { "<>&\u{2028}\u{2029}".unicodeScalars.contains($0) })
    }
}
