/// Writes `==` for a State, Event, Effect or Context that spells a type of the spec's own, in
/// place of the synthesized one.
///
/// A misspelled type (`Artcle`) is one error at the spec's line where it is spelled; a
/// synthesized `==` over it adds `does not conform to protocol 'Equatable'` and some twenty
/// notes listing every `==` of the standard library, twice in a `swift build`, whose
/// emit-module job checks conformances too. A written one's body is checked once, where an
/// unknown type is already an error, and a type of the user's that is not `Equatable` is
/// reported at the comparison that needs it. Enums and contexts of standard types only keep
/// the synthesized `==` and their bytes.
struct OwnTypeEquatableWriter {
    let typeName: String
    let modifier: String

    static func isNeeded(for fields: [Field]) -> Bool {
        fields.contains { !OwnSampleTypes.ownTypes(in: $0.type).isEmpty }
    }

    private var header: String { "\(modifier)static func == (lhs: \(typeName), rhs: \(typeName)) -> Bool {" }

    private func writeDocumentation(into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// Written out because a type of the spec's own is spelled here: were it misspelled, a")
        writer.line("/// synthesized `==` would add an error and a page of notes to the one that says so.")
    }

    /// `==` of an enum: a case equals only itself, with equal payloads.
    func write(cases: [CaseDeclaration], into writer: inout SwiftCodeWriter) {
        writeDocumentation(into: &writer)
        writer.block(header) { writer in
            writer.line("switch (lhs, rhs) {")
            for declared in cases {
                let count = declared.parameters.count
                func bindings(_ side: String) -> String {
                    count == 0 ? "" : "(" + (0..<count).map { "let \(side)\($0)" }.joined(separator: ", ") + ")"
                }
                let name = "." + SwiftSyntax.identifier(declared.name)
                let comparison = count == 0 ? "true" : (0..<count).map { "lhs\($0) == rhs\($0)" }.joined(separator: " && ")
                writer.line("case (\(name)\(bindings("lhs")), \(name)\(bindings("rhs"))):")
                writer.indented { $0.line("return \(comparison)") }
            }
            // With one case, the pairs above are every pair, and Swift warns about a `default`.
            if cases.count > 1 {
                writer.line("default:")
                writer.indented { $0.line("return false") }
            }
            writer.line("}")
        }
    }

    /// `==` of the context: every field equal.
    func write(fields: [Field], into writer: inout SwiftCodeWriter) {
        writeDocumentation(into: &writer)
        writer.block(header) { writer in
            let comparisons = fields.map { "lhs.\(SwiftSyntax.identifier($0.name)) == rhs.\(SwiftSyntax.identifier($0.name))" }
            let oneLine = comparisons.joined(separator: " && ")
            guard !writer.fits(oneLine), let first = comparisons.first else { return writer.line(oneLine) }
            writer.line(first)
            writer.indented { writer in
                for comparison in comparisons.dropFirst() { writer.line("&& " + comparison) }
            }
        }
    }
}
