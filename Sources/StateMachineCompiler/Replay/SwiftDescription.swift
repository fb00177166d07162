/// The interpreter's values spelled as Swift describes the generated types' values, so that
/// replayed effects compare with the recorded ones: `fetch(id: 3, name: "a", tags: ["x"])`.
extension TraceValueMapping {
    /// A case as `String(describing:)` prints it; `sensitive` fields as `<redacted>`.
    func describe(_ value: RuntimeCase, among declarations: [CaseDeclaration]) -> String {
        guard declarations.indices.contains(value.index) else { return "?" }
        let declaration = declarations[value.index]
        guard !declaration.parameters.isEmpty else { return declaration.name }
        let fields = zip(declaration.parameters, value.values).map { field, value in
            field.name + ": " + (field.isSensitive ? Self.redacted : describe(value, of: field.type))
        }
        return declaration.name + "(" + fields.joined(separator: ", ") + ")"
    }

    /// A payload value as Swift prints it inside a case: strings quoted, optionals wrapped.
    func describe(_ value: RuntimeValue, of type: SwiftType) -> String {
        switch (value, type) {
        case (.nil, _): return "nil"
        case (_, .optional(let wrapped)): return "Optional(" + describe(value, of: wrapped) + ")"
        case (.bool(let bool), _): return "\(bool)"
        case (.integer(let integer), _):
            let floating = ["Double", "Float", "Float16", "Float32", "Float64", "CGFloat"].contains(type.standardName ?? "")
            return floating ? "\(integer).0" : integer.description
        case (.string(let text), _): return String(reflecting: text)
        case (.token(let family, let index), _): return recorded(family, index)
        case (.array(let elements), _):
            let element = if case .array(let element) = type { element } else { type }
            return "[" + elements.map { describe($0, of: element) }.joined(separator: ", ") + "]"
        case (.dictionary(let entries), _):
            guard case .dictionary(let key, let valueType) = type, !entries.isEmpty else { return "[:]" }
            return "[" + entries.map { describe($0.key, of: key) + ": " + describe($0.value, of: valueType) }.joined(separator: ", ") + "]"
        }
    }
}
