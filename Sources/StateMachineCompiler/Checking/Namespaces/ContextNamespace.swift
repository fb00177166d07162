/// The context block's fields: their types by name for guards and arguments, and the
/// rule that a name is a context field only once.
package struct ContextNamespace: Sendable {
    /// The fields as written; `nil` while no `context` block has been read.
    private(set) var fields: [ParameterSyntax]?
    /// The first field of each name.
    private var positions: [String: Int] = [:]

    var isDeclared: Bool { fields != nil }

    /// Takes the one `context` block's fields and returns each name written again with
    /// the field that first took it.
    mutating func declare(_ fields: [ParameterSyntax]) -> [(repeated: NameSyntax, first: NameSyntax)] {
        self.fields = fields
        var repeats: [(repeated: NameSyntax, first: NameSyntax)] = []
        for (position, field) in fields.enumerated() {
            if let first = positions[field.name.text] {
                repeats.append((field.name, fields[first].name))
            } else {
                positions[field.name.text] = position
            }
        }
        return repeats
    }

    func field(named name: String) -> ParameterSyntax? {
        positions[name].flatMap { fields?[$0] }
    }

    func fieldType(named name: String) -> SwiftType? { field(named: name)?.type }

    /// The field names, for "did you mean".
    var names: [String] { (fields ?? []).map(\.name.text) }

    /// The field name closest to a misspelled one, while the budget lasts.
    func suggestion(for name: String, budget: inout Int) -> String? {
        guard budget > 0 else { return nil }
        return NameSuggestion.closest(to: name, among: names, budget: &budget)
    }

    /// What stops a pattern from binding the name: a context field has it.
    func clash(binding name: String) -> NameClash? {
        positions[name] == nil ? nil : .bindingShadowsContext(name: name)
    }

    /// What stops a context field from taking the name.
    func clash(declaring name: String) -> NameClash? {
        positions[name] == nil ? nil : .redeclared(.contextField, name: name)
    }
}
