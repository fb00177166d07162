/// The context's descriptions and mirror: on one line each when they fit the house's 140
/// columns, else one field per line.
extension SensitiveDescriptionWriter {
    func writeContext(_ type: String, _ fields: [Field], into writer: inout SwiftCodeWriter) {
        writer.block("extension \(type): CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {") { writer in
            writer.line("/// The context as Swift prints it, with sensitive values as `<redacted>`.")
            writeDescription("var description: String", "Context", fields, into: &writer)
            writer.line()
            writer.line("/// Qualified by module and type, as `String(reflecting:)` prints it by default.")
            writeDescription("var debugDescription: String", "\\(String(reflecting: Self.self))", fields, into: &writer)
            writer.line()
            let oneLine =
                "\(modifier)var customMirror: Mirror { Mirror(self, children: \(children(fields, through: "self.")), displayStyle: .struct) }"
            if writer.fits(oneLine, width: 140) {
                writer.line(oneLine)
            } else {
                writer.block("\(modifier)var customMirror: Mirror {") { writer in
                    writer.line("Mirror(")
                    writer.indented { writer in
                        writer.line("self,")
                        writer.block("children: [", closing: "],") { writer in
                            for pair in childPairs(fields, through: "self.") { writer.line(pair + ",") }
                        }
                        writer.line("displayStyle: .struct)")
                    }
                }
            }
        }
    }

    /// `var description: String { "Context(...)" }` on one line when it fits the house's 140
    /// columns, else a multi-line literal with one field per line.
    private func writeDescription(_ declaration: String, _ name: String, _ fields: [Field], into writer: inout SwiftCodeWriter) {
        let oneLine = "\(modifier)\(declaration) { \"\(describe(name, fields, through: "self."))\" }"
        let parts = describedFields(fields, through: "self.")
        guard !writer.fits(oneLine, width: 140), !parts.isEmpty else {
            writer.line(oneLine)
            return
        }
        writer.block("\(modifier)\(declaration) {") { writer in
            writer.line("\"\"\"")
            for (position, part) in parts.enumerated() {
                let opening = position == 0 ? name + "(" : ""
                writer.line(opening + part + (position == parts.count - 1 ? ")" : ", \\"))
            }
            writer.line("\"\"\"")
        }
    }
}
