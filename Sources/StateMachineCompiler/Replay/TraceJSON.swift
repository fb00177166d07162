import Foundation

/// One JSON value of a trace line, as `replay` reads it: numbers that are whole are integers,
/// exactly, whatever their spelling (`2`, `2.0`).
public indirect enum TraceJSON: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    /// A whole number, within the 64-bit types.
    case integer(IntegerValue)
    /// A number that is not whole.
    case fraction(Double)
    case string(String)
    case array([TraceJSON])
    /// Members by name; their order on the line does not matter.
    case object([String: TraceJSON])

    /// Reads any JSON value: `null`, a boolean, a number, a string, an array or an object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(IntegerValue(isNegative: integer < 0, magnitude: integer.magnitude))
        } else if let integer = try? container.decode(UInt64.self) {
            self = .integer(IntegerValue(isNegative: false, magnitude: integer))
        } else if let number = try? container.decode(Double.self) {
            let whole = number.rounded() == number && abs(number) < 9e15
            self = whole ? .integer(IntegerValue(Int(number))) : .fraction(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([TraceJSON].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: TraceJSON].self))
        }
    }

    /// Parses one line of JSON; `nil` when it is not JSON.
    static func parse(_ line: Substring) -> TraceJSON? {
        try? JSONDecoder().decode(TraceJSON.self, from: Data(line.utf8))
    }

    /// The value as JSON text, members sorted by name, for messages.
    public var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): value.description
        case .fraction(let value): "\(value)"
        case .string(let value):
            "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value.text)" }.joined(separator: ",") + "}"
        }
    }

    var object: [String: TraceJSON]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// Whether a number with a fraction is, or is inside, the value.
    var containsFraction: Bool {
        switch self {
        case .fraction: true
        case .array(let elements): elements.contains(where: \.containsFraction)
        case .object(let members): members.values.contains(where: \.containsFraction)
        case .null, .bool, .integer, .string: false
        }
    }

    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
