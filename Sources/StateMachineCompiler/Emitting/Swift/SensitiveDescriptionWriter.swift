/// Descriptions that keep `sensitive` values out of logs: each generated
/// type holding a sensitive field prints as Swift would print it, with `<redacted>` in
/// place of those values, through `print`, interpolation, `String(describing:)`,
/// `String(reflecting:)`, `dump` and Swift Testing's messages. Types without one get
/// nothing, so they keep Swift's own descriptions.
struct SensitiveDescriptionWriter {
    let machine: Machine
    let modifier: String

    var isNeeded: Bool {
        [machine.states, machine.events, machine.effects].contains { $0.contains { $0.parameters.contains(where: \.isSensitive) } }
            || (machine.context ?? []).contains(where: \.isSensitive)
    }

    func write(into writer: inout SwiftCodeWriter) {
        guard isNeeded else { return }
        let owner = SwiftSyntax.identifier(machine.name)
        // With regions, the states are those of each region's enum inside `State`.
        let states =
            machine.hasRegions
            ? machine.statesByRegion.enumerated().map {
                ("State." + RegionSpelling($0, of: machine).typeName, $1.map { machine.states[$0] })
            }
            : [("State", machine.states)]
        for (name, cases) in states + [("Event", machine.events), ("Effect", machine.effects)]
        where cases.contains(where: { $0.parameters.contains(where: \.isSensitive) }) {
            writer.line()
            writeEnum("\(owner).\(name)", cases, into: &writer)
        }
        if let context = machine.context, context.contains(where: \.isSensitive) {
            writer.line()
            writeContext("\(owner).Context", context, into: &writer)
        }
        writer.line()
        writer.line("/// Stands for a sensitive value in descriptions and mirrors.")
        writer.block("private struct Redacted: CustomStringConvertible, Sendable {") { writer in
            writer.line("var description: String { \"<redacted>\" }")
        }
    }

    private func writeEnum(_ type: String, _ cases: [CaseDeclaration], into writer: inout SwiftCodeWriter) {
        writer.block("extension \(type): CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {") { writer in
            writer.line("/// The case as Swift prints it, with sensitive values as `<redacted>`.")
            writer.block("\(modifier)var description: String {") { writer in
                writeSwitch(over: cases, into: &writer) { "\"\(describe($0.name, $0.parameters))\"" }
            }
            writer.line()
            writeDebugDescription(into: &writer)
            writer.line()
            writer.block("\(modifier)var customMirror: Mirror {") { writer in
                writeSwitch(over: cases, into: &writer) { "Mirror(self, children: \(caseChildren($0)), displayStyle: .enum)" }
            }
        }
    }

    /// `switch self` with one `case` per declared case, each returning `value(case)`.
    private func writeSwitch(
        over cases: [CaseDeclaration], into writer: inout SwiftCodeWriter, returning value: (CaseDeclaration) -> String
    ) {
        writer.line("switch self {")
        for declared in cases {
            writer.line("case \(pattern(declared)):")
            writer.line("    return \(value(declared))")
        }
        writer.line("}")
    }

    private func writeDebugDescription(into writer: inout SwiftCodeWriter) {
        writer.line("/// Qualified by module and type, as `String(reflecting:)` prints it by default.")
        writer.line("\(modifier)var debugDescription: String { \"\\(String(reflecting: Self.self)).\\(description)\" }")
    }

    /// `.name(let a, _)`, binding only the values that are shown.
    private func pattern(_ declared: CaseDeclaration) -> String {
        let name = "." + SwiftSyntax.identifier(declared.name)
        guard !declared.parameters.isEmpty else { return name }
        let bindings = declared.parameters.map { $0.isSensitive ? "_" : "let \(SwiftSyntax.identifier($0.name))" }
        return name + "(" + bindings.joined(separator: ", ") + ")"
    }

    /// `name(label: \(String(reflecting: value)), secret: <redacted>)`: payload values print
    /// as Swift prints a tuple's elements, strings quoted.
    func describe(_ name: String, _ fields: [Field], through prefix: String = "") -> String {
        guard !fields.isEmpty else { return name }
        return name + "(" + describedFields(fields, through: prefix).joined(separator: ", ") + ")"
    }

    func describedFields(_ fields: [Field], through prefix: String) -> [String] {
        fields.map { field in
            field.isSensitive
                ? "\(field.name): <redacted>"
                : "\(field.name): \\(String(reflecting: \(prefix)\(SwiftSyntax.identifier(field.name))))"
        }
    }

    /// As Swift's own enum mirror: one child named after the case, holding its payload
    /// (the bare value for one field, a labelled tuple for more).
    private func caseChildren(_ declared: CaseDeclaration) -> String {
        let values = declared.parameters.map { $0.isSensitive ? "Redacted()" : SwiftSyntax.identifier($0.name) }
        guard let first = values.first else { return "[:]" }
        // A lone optional becomes `Any` with a warning unless the cast is written; in a tuple it does not.
        let payload =
            values.count == 1
            ? first + Self.asAny(declared.parameters[0])
            : "(" + zip(declared.parameters, values).map { "\(SwiftSyntax.identifier($0.name)): \($1)" }.joined(separator: ", ") + ")"
        return "[\"\(declared.name)\": \(payload)]"
    }

    func children(_ fields: [Field], through prefix: String = "") -> String {
        guard !fields.isEmpty else { return "[:]" }
        return "[" + childPairs(fields, through: prefix).joined(separator: ", ") + "]"
    }

    func childPairs(_ fields: [Field], through prefix: String) -> [String] {
        fields.map { field in
            "\"\(field.name)\": " + (field.isSensitive ? "Redacted()" : prefix + SwiftSyntax.identifier(field.name) + Self.asAny(field))
        }
    }

    /// ` as Any` after an optional field's value where `Any` is expected: swiftc warns about the
    /// implicit coercion.
    private static func asAny(_ field: Field) -> String {
        !field.isSensitive && field.type.wrappedIfOptional != nil ? " as Any" : ""
    }
}
