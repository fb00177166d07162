/// Turns a trace's JSON values into the interpreter's values and back.
///
/// Values of types without literals (UUID, Date, URL, a user's type) are recorded as their
/// descriptions; each distinct description becomes one token, so equal values stay equal and
/// the interpreter's results map back to what was recorded. A number with a fraction, which the
/// interpreter's whole numbers cannot hold, becomes such a token too: equal to itself only. A
/// redacted value (`"<redacted>"` in a `sensitive` field) becomes a stand-in of its type:
/// `"<redacted>"`, 0, `false`, an empty array, or a token equal to no recorded value.
struct TraceValueMapping {
    static let redacted = "<redacted>"
    /// The token family of numbers with a fraction, whatever their type.
    private static let fractions = "fraction"

    /// Per token family, recorded description to token number (from 1; 0 is the stand-in).
    private var tokens: [String: [String: Int]] = [:]
    private var descriptions: [String: [Int: String]] = [:]
    /// The values replayed with a stand-in since this was last emptied (`the redacted password`,
    /// `the fraction in total`).
    var standIns: [String] = []

    /// The value of `field` recorded as `json`; `nil` with the reason when it cannot be replayed.
    mutating func value(_ json: TraceJSON, of field: Field) -> Result<RuntimeValue, Unreplayable> {
        if field.isSensitive, json == .string(Self.redacted) {
            standIns.append("the redacted \(field.name)")
            return .success(Self.standIn(of: field.type))
        }
        if json.containsFraction { standIns.append("the fraction in \(field.name)") }
        guard let value = value(json, of: field.type) else {
            return .failure(Unreplayable(message: "field '\(field.name)': \(json.text) is not a \(field.type) this replay can reproduce"))
        }
        return .success(value)
    }

    private mutating func value(_ json: TraceJSON, of type: SwiftType) -> RuntimeValue? {
        switch (Samples.kind(of: type), json) {
        case (.bool, .bool(let value)): return .bool(value)
        case (.number, .integer(let value)): return .integer(value)
        case (.number, .fraction(let value)): return .token(family: Self.fractions, index: token("\(value)", Self.fractions))
        case (.string, .string(let value)): return .string(value)
        case (.token(let family, _), .string(let description)): return .token(family: family, index: token(description, family))
        case (.optional, .null): return .nil
        case (.optional(let wrapped), _): return value(json, of: wrapped)
        case (.array(let elementType), .array(let elements)):
            var values: [RuntimeValue] = []
            for element in elements {
                guard let value = value(element, of: elementType) else { return nil }
                values.append(value)
            }
            return .array(values)
        default: return nil
        }
    }

    private mutating func token(_ description: String, _ family: String) -> Int {
        if let known = tokens[family]?[description] { return known }
        let number = (tokens[family]?.count ?? 0) + 1
        tokens[family, default: [:]][description] = number
        descriptions[family, default: [:]][number] = description
        return number
    }

    private static func standIn(of type: SwiftType) -> RuntimeValue {
        switch Samples.kind(of: type) {
        case .bool: .bool(false)
        case .number: .integer(0)
        case .string: .string(redacted)
        case .token(let family, _): .token(family: family, index: 0)
        case .optional(let wrapped): standIn(of: wrapped)
        case .array: .array([])
        case .dictionary: .dictionary([])
        }
    }

    /// `value` as the trace records it, for comparing states.
    func json(_ value: RuntimeValue) -> TraceJSON {
        switch value {
        case .bool(let bool): .bool(bool)
        case .integer(let integer): .integer(integer)
        case .string(let text): .string(text)
        case .token(let family, let index):
            family == Self.fractions ? .fraction(Double(recorded(family, index)) ?? .nan) : .string(recorded(family, index))
        case .nil: .null
        case .array(let elements): .array(elements.map(json))
        case .dictionary(let entries): .object(Dictionary(entries.map { (json($0.key).text, json($0.value)) }) { first, _ in first })
        }
    }

    /// The description a token was made from; the stand-in's is `<redacted>`.
    func recorded(_ family: String, _ index: Int) -> String {
        descriptions[family]?[index] ?? Self.redacted
    }
}

/// Why a recorded value cannot be given to the interpreter (a dictionary, a set, a value of another type).
struct Unreplayable: Error {
    let message: String
}
