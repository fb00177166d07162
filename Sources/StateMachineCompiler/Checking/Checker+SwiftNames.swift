/// The names a spec gives to generated Swift: a field's type and the machine's name must
/// mean in the generated code what they mean in the spec, or the spec is refused where the
/// name is written, rather than handing swiftc code that does not compile.
extension Checker {
    /// A field's type names: no Swift keyword, and no name the generated code gives its own types.
    mutating func checkTypeNames(of field: ParameterSyntax) {
        for typeName in field.typeNames {
            for component in typeName.components where SwiftKeyword.cannotNameType(component.text) {
                error(SwiftNameMessage.keywordAsType(component.text), at: component.range)
            }
            guard let first = typeName.components.first else { continue }
            if GeneratedSwiftNames.isShadowed(typeName: first.text) {
                error(
                    SwiftNameMessage.shadowedType(first.text, meaning: generatedMeaning(of: first.text)), at: first.range,
                    notes: [.init("qualify a type of your own with its module, as in 'MyApp.\(first.text)'", at: first.range)])
            }
            if typeNameUses[first.text] == nil { typeNameUses[first.text] = first.range }
        }
    }

    /// The machine's name: no Swift keyword, no name generated code uses unqualified, and no
    /// type its own fields name (the enum would hide it). Runs once every field is collected.
    mutating func checkMachineName() {
        guard let name = machineName else { return }
        if SwiftKeyword.all.contains(name.text) {
            error(SwiftNameMessage.keywordAsMachine(name.text), at: name.range)
        } else if GeneratedSwiftNames.isTaken(machineName: name.text) {
            error(SwiftNameMessage.machineHidesGenerated(name.text), at: name.range)
        } else if let use = typeNameUses[name.text] {
            error(
                SwiftNameMessage.machineHidesFieldType(name.text), at: name.range,
                notes: [.init("'\(name.text)' used as a type here", at: use)])
        }
    }

    private func generatedMeaning(of name: String) -> String {
        GeneratedSwiftNames.nestedTypes.contains(name)
            ? "the machine's own '\(machineName?.text ?? "Machine").\(name)'" : "the generated file's private '\(name)'"
    }

    /// A region's enum, nested in `State` (`string` gives `State.String`), hides from the code
    /// inside `State` every type of that name, which would then not compile: it may be neither
    /// a type generated code names there (standard ones, the fields' types) nor
    /// another region's enum. Runs once every field and the machine's name are collected.
    mutating func checkRegionTypeName(_ index: Int) {
        let name = namespaces.groups[index].syntax.name
        let typesNamed = namespaces.typesNamedInState
        guard let clash = namespaces.groups.regionTypeClash(naming: index, name.text, typesNamedInState: typesNamed) else { return }
        var notes: [Diagnostic.Note] = []
        switch clash {
        case .regionTypeOfRegion(_, _, let other):
            if let existing = namespaces.groups.declaration(named: other) {
                notes.append(.init(clash.existingNote, at: existing.syntax.name.range))
            }
        case .regionHidesType(_, let type):
            if let use = typeNameUses[type] {
                notes.append(.init("'\(type)' used as a type here", at: use))
            }
        default:
            break
        }
        report(.error(clash, at: name.range, notes: notes))
    }
}
