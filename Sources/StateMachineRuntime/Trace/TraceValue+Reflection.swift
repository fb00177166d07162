import Foundation

/// Values of the generated types as trace JSON, read through `Mirror`: the store sees only the
/// generated types, and their mirrors already stand `<redacted>` in for every `sensitive` value.
extension TraceValue {
    /// Booleans, numbers (`Decimal` included) and strings as JSON has them; optionals as `null` or their value;
    /// arrays and sets as arrays; dictionaries as objects keyed by the keys' descriptions;
    /// anything else (a UUID, a date, a URL, a user's type, a redacted value) as `String(reflecting:)`
    /// prints it.
    init(reflecting value: Any) {
        switch value {
        case let bool as Bool: self = .bool(bool)
        case let integer as any BinaryInteger: self = .number("\(integer)")
        case let number as any BinaryFloatingPoint: self = number.isFinite ? .number("\(number)") : .string("\(number)")
        case let decimal as Decimal: self = decimal.isFinite ? .number(decimal.description) : .string(decimal.description)
        case let text as String: self = .string(text)
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional: self = mirror.children.first.map { TraceValue(reflecting: $0.value) } ?? .null
            case .collection, .set: self = .array(mirror.children.map { TraceValue(reflecting: $0.value) })
            case .dictionary:
                self = .object(
                    mirror.children.map { entry in
                        let pair = Array(Mirror(reflecting: entry.value).children)
                        guard pair.count == 2 else { return (String(describing: entry.value), .null) }
                        return (String(describing: pair[0].value), TraceValue(reflecting: pair[1].value))
                    })
            // As a case's payload prints it (`Shop.Size.large`), so replayed effects print it back alike.
            default: self = .string(String(reflecting: value))
            }
        }
    }

    /// A case of a generated enum: its name and its payload's fields by label.
    static func caseOf(_ value: Any) -> (name: String, fields: [(String, TraceValue)]) {
        let description = String(describing: value)
        guard let child = Mirror(reflecting: value).children.first, let name = child.label else {
            return (description, [])
        }
        let payload = Mirror(reflecting: child.value)
        let labels = payload.children.compactMap(\.label)
        if payload.displayStyle == .tuple, labels.count == payload.children.count, !labels.contains(where: { $0.hasPrefix(".") }) {
            return (name, payload.children.map { ($0.label ?? "", TraceValue(reflecting: $0.value)) })
        }
        // A mirror that holds a lone field's value bare (as the descriptions of types with a
        // sensitive field do) has lost its label; the description, `name(label: …)`, still has it.
        let afterName = description.dropFirst(name.count + 1)
        let label = afterName.prefix { $0 != ":" }
        return (name, [(String(label), TraceValue(reflecting: child.value))])
    }

    /// Region name to state name, and region name to the state's fields; a machine without
    /// regions is one region named `state`.
    static func regionsOf(_ state: Any) -> (names: TraceValue, fields: TraceValue) {
        let mirror = Mirror(reflecting: state)
        let regions: [(String, Any)] =
            mirror.displayStyle == .struct ? mirror.children.map { ($0.label ?? "", $0.value) } : [("state", state)]
        let cases = regions.map { ($0.0, caseOf($0.1)) }
        return (.object(cases.map { ($0, .string($1.name)) }), .object(cases.map { ($0, .object($1.fields)) }))
    }

    /// A context's fields by name; an empty object for `Void`.
    static func contextOf(_ context: Any) -> TraceValue {
        .object(Mirror(reflecting: context).children.map { ($0.label ?? "", TraceValue(reflecting: $0.value)) })
    }
}
