extension SwiftMachineEmitter {
    /// The context struct: one `let` per field and, when public, the initializer clients need.
    static func writeContext(_ fields: [Field], _ spelling: Spelling, into writer: inout SwiftCodeWriter) {
        let modifier = spelling.modifier
        var directives = SourceLocationDirectives(file: spelling.specPath)
        directives.open(lineCount: 2, endingAt: fields.first?.line, into: &writer)
        writer.line("/// Read-only facts the rows consult in guards and pass into states and effects.")
        writer.block("\(modifier)struct Context: \(spelling.conformances) {") { writer in
            for field in fields {
                directives.line(
                    "\(modifier)let \(SwiftSyntax.identifier(field.name)): \(spelling.aliases.spelling(of: field.type))",
                    specLine: field.line, spellsTypes: true,
                    into: &writer)
            }
            directives.end(into: &writer)
            if OwnTypeEquatableWriter.isNeeded(for: fields) {
                OwnTypeEquatableWriter(typeName: "Context", modifier: modifier).write(fields: fields, into: &writer)
            }
            let writesCodable = spelling.writesCodable(for: fields, declaringFormerNames: fields.contains { $0.formerName != nil })
            if writesCodable {
                OwnTypeCodableWriter(modifier: modifier, aliases: spelling.aliases).write(fields: fields, into: &writer)
            }
            // A public struct's memberwise initializer is internal, and a written `init(from:)` hides it: spell it out.
            guard !modifier.isEmpty || writesCodable else { return }
            let parameters = fields.map { "\(SwiftSyntax.identifier($0.name)): \(spelling.aliases.spelling(of: $0.type))" }
            writer.line()
            // Swift takes no directive inside a parameter list: only when the fields are written one per line can each
            // parameter line stand on its field's, so that a misspelled type is reported there and not here too.
            let first = fields.first?.line ?? 0
            guard spelling.specPath != nil, first > 1, fields.indices.allSatisfy({ fields[$0].line == first + $0 }) else {
                writer.block("\(modifier)init(\(parameters.joined(separator: ", "))) {") { writer in assign(fields, into: &writer) }
                return
            }
            directives.open(lineCount: 1, endingAt: first - 1, into: &writer)
            writer.line("\(modifier)init(")
            writer.indented { writer in
                for (index, field) in fields.enumerated() {
                    let separator = index < fields.count - 1 ? "," : ""
                    directives.line(parameters[index] + separator, specLine: field.line, spellsTypes: true, into: &writer)
                }
            }
            writer.block(") {") { writer in
                directives.end(into: &writer)
                assign(fields, into: &writer)
            }
        }
    }

    private static func assign(_ fields: [Field], into writer: inout SwiftCodeWriter) {
        for field in fields {
            writer.line("self.\(SwiftSyntax.identifier(field.name)) = \(SwiftSyntax.identifier(field.name))")
        }
    }
}
