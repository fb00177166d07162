/// Writes `Codable` for a State, Event, Effect or Context of a codable (or durable) machine
/// that spells a type of the spec's own, in place of the synthesized conformance.
///
/// Swift synthesizes no `Codable` over a type it cannot find: a misspelled type added `does not
/// conform to protocol 'Decodable'` and `'Encodable'`, each with a note, per declaration
/// spelling it, to the one error at its alias. No other shape is silent (a conformance in an
/// extension, or one reached through a type alias, checks every payload the same way). A written
/// conformance is checked as code, where the unknown type is already an error. It writes what
/// Swift synthesizes, key for key (SE-0295 for enums: `{"loaded":{"items":[…]}}`, an empty
/// object for a case without payload, `encodeIfPresent` for an optional), so that journals and
/// stored values read alike. Declarations of standard types only keep the synthesized one,
/// unless they declare `renamed from`: the written conformance then also reads the former names
/// (a case's key, a payload's or the context's field), and still writes the current ones.
struct OwnTypeCodableWriter {
    let modifier: String
    let aliases: OwnTypeAliases

    /// The enum's keys, a nested key enum per case, `init(from:)` and `encode(to:)`.
    func write(cases: [CaseDeclaration], into writer: inout SwiftCodeWriter) {
        writeDocumentation(renaming: cases.contains(where: \.declaresFormerNames), into: &writer)
        writeKeys("CodingKeys", cases.map(\.name) + cases.compactMap(\.formerName), into: &writer)
        for declared in cases {
            writeKeys(
                Self.keysName(declared), declared.parameters.map(\.name) + declared.parameters.compactMap(\.formerName), into: &writer)
        }
        writer.line()
        writeDecoder(into: &writer) { writer in
            writer.line("guard container.allKeys.count == 1, let key = container.allKeys.first else {")
            writer.indented { writer in
                writer.line("let message = \"Invalid number of keys found, expected one.\"")
                writer.line("let context = Swift.DecodingError.Context(codingPath: container.codingPath, debugDescription: message)")
                writer.line("throw Swift.DecodingError.typeMismatch(Self.self, context)")
            }
            writer.line("}")
            writer.line("switch key {")
            for declared in cases {
                let name = "." + SwiftSyntax.identifier(declared.name)
                // A record written under the former name is read as this case: the key found is the one to open.
                let former = declared.formerName.map { ", ." + SwiftSyntax.identifier($0) } ?? ""
                writer.line("case \(name)\(former):")
                writer.indented { writer in
                    let key = former.isEmpty ? name : "key"
                    let nested = "container.nestedContainer(keyedBy: \(Self.keysName(declared)).self, forKey: \(key))"
                    guard !declared.parameters.isEmpty else {
                        writer.line("_ = try " + nested)
                        return writer.line("self = \(name)")
                    }
                    writer.line("let payload = try " + nested)
                    let values = declared.parameters.map { "\(SwiftSyntax.argumentLabel($0.name)): \(decoding($0, from: "payload"))" }
                    writer.wrappingCall("self = \(name)(\(values.joined(separator: ", ")))", suffix: "")
                }
            }
            writer.line("}")
        }
        writer.line()
        writeEncoder(into: &writer) { writer in
            writer.line("switch self {")
            for declared in cases {
                let name = "." + SwiftSyntax.identifier(declared.name)
                let values = declared.parameters.indices.map { "value\($0)" }
                writer.line("case \(name)\(values.isEmpty ? "" : "(" + values.map { "let " + $0 }.joined(separator: ", ") + ")"):")
                writer.indented { writer in
                    let nested = "container.nestedContainer(keyedBy: \(Self.keysName(declared)).self, forKey: \(name))"
                    guard !declared.parameters.isEmpty else { return writer.line("_ = " + nested) }
                    writer.line("var payload = " + nested)
                    for (value, field) in zip(values, declared.parameters) { writer.line(encoding(value, field, into: "payload")) }
                }
            }
            writer.line("}")
        }
    }

    /// The struct's keys, `init(from:)` and `encode(to:)`: a key per field.
    func write(fields: [Field], into writer: inout SwiftCodeWriter) {
        writeDocumentation(renaming: fields.contains { $0.formerName != nil }, into: &writer)
        writeKeys("CodingKeys", fields.map(\.name) + fields.compactMap(\.formerName), into: &writer)
        writer.line()
        writeDecoder(into: &writer) { writer in
            for field in fields { writer.line("self.\(SwiftSyntax.identifier(field.name)) = \(decoding(field, from: "container"))") }
        }
        writer.line()
        writeEncoder(into: &writer) { writer in
            for field in fields { writer.line(encoding("self." + SwiftSyntax.identifier(field.name), field, into: "container")) }
        }
    }

    private func writeDocumentation(renaming: Bool, into writer: inout SwiftCodeWriter) {
        writer.line()
        guard !renaming else {
            writer.line("/// `Codable`, written out as Swift would synthesize it, except that it also reads what was written under")
            writer.line("/// the names the spec's `renamed from` declarations give: records from before the rename still decode.")
            return
        }
        writer.line("/// `Codable`, written out as Swift would synthesize it, because a type of the spec's own is spelled")
        writer.line("/// here: were it misspelled, a synthesized conformance would add two errors to the one that says so.")
    }

    /// `LoadedCodingKeys` for a case `loaded`, as Swift names the keys of a case's payload.
    private static func keysName(_ declared: CaseDeclaration) -> String {
        SwiftSyntax.capitalized(declared.name) + "CodingKeys"
    }

    /// `private enum LoadedCodingKeys: Swift.CodingKey { case items }`, a key a line when they do not fit on one.
    private func writeKeys(_ name: String, _ keys: [String], into writer: inout SwiftCodeWriter) {
        let header = "private enum \(name): Swift.CodingKey {"
        let cases = keys.map { "case " + SwiftSyntax.identifier($0) }
        let oneLine = keys.isEmpty ? header + "}" : header + " case " + keys.map(SwiftSyntax.identifier).joined(separator: ", ") + " }"
        guard !writer.fits(oneLine) else { return writer.line(oneLine) }
        writer.block(header) { writer in
            for key in cases { writer.line(key) }
        }
    }

    private func writeDecoder(into writer: inout SwiftCodeWriter, _ body: (inout SwiftCodeWriter) -> Void) {
        writer.block("\(modifier)init(from decoder: any Swift.Decoder) throws {") { writer in
            writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            body(&writer)
        }
    }

    private func writeEncoder(into writer: inout SwiftCodeWriter, _ body: (inout SwiftCodeWriter) -> Void) {
        writer.block("\(modifier)func encode(to encoder: any Swift.Encoder) throws {") { writer in
            writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            body(&writer)
        }
    }

    /// `try payload.decode([SpecArticle].self, forKey: .items)`; an optional is `decodeIfPresent` of its wrapped type.
    private func decoding(_ field: Field, from container: String) -> String {
        let current = "." + SwiftSyntax.identifier(field.name)
        // Under the former name only when the record has no value under the current one.
        let key = field.formerName.map { "\(container).contains(\(current)) ? \(current) : .\(SwiftSyntax.identifier($0))" } ?? current
        guard let wrapped = field.type.wrappedIfOptional else {
            return "try \(container).decode(\(aliases.spelling(of: field.type)).self, forKey: \(key))"
        }
        return "try \(container).decodeIfPresent(\(aliases.spelling(of: wrapped)).self, forKey: \(key))"
    }

    /// `try payload.encode(value0, forKey: .items)`; an optional is `encodeIfPresent`.
    private func encoding(_ value: String, _ field: Field, into container: String) -> String {
        let method = field.type.wrappedIfOptional == nil ? "encode" : "encodeIfPresent"
        return "try \(container).\(method)(\(value), forKey: .\(SwiftSyntax.identifier(field.name)))"
    }
}
