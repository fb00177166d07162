/// A JSON value of a trace line, written in the order its members are given.
enum TraceValue: Equatable {
    case null
    case bool(Bool)
    /// A number as JSON spells it.
    case number(String)
    case string(String)
    case array([TraceValue])
    /// Members in the order they are written.
    case object([(String, TraceValue)])

    static func == (left: TraceValue, right: TraceValue) -> Bool { left.json == right.json }

    /// The value as one line of JSON.
    var json: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): Self.quoted(text)
        case .array(let elements): "[" + elements.map(\.json).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0) + ":" + $1.json }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, so a
    /// line never breaks inside a value.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case let control
            where control.value < 0x20 || (0x7F...0x9F).contains(control.value) || control == "\u{2028}"
                || control == "\u{2029}":
                let hex = String(control.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
