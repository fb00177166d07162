/// Writes `==` by hand for an enum of many cases.
///
/// The synthesized conformance costs `swiftc -O` time that grows with the square of the
/// cases (an enum of 1,000 payload cases: 3.1 s; 2,000: 14.7 s; README, Performance). One
/// `switch` on the left value with an `if case` on the right per case grows linearly and
/// means the same: equal when the cases match and every payload value is `==`. Smaller
/// enums keep the synthesized conformance, which reads best and costs nothing measurable.
enum EquatableWriter {
    static func isNeeded(for cases: [CaseDeclaration]) -> Bool {
        cases.count > ReducerWriter.exhaustiveLimit
    }

    static func write(_ typeName: String, _ cases: [CaseDeclaration], modifier: String, into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("/// Written out: the synthesized `==` over this many cases makes optimized builds quadratic.")
        writer.block("\(modifier)static func == (lhs: \(typeName), rhs: \(typeName)) -> Bool {") { writer in
            writer.line("switch lhs {")
            for (index, declared) in cases.enumerated() {
                let isLast = index == cases.count - 1
                // Exhaustiveness over hundreds of payload cases is too slow to prove; the last
                // case goes under `default`, where its pattern is matched explicitly.
                writer.line(isLast ? "default:" : "case \(pattern(declared, "lhs")):")
                let condition = isLast
                    ? "if case \(pattern(declared, "lhs")) = lhs, case \(pattern(declared, "rhs")) = rhs"
                    : "if case \(pattern(declared, "rhs")) = rhs"
                writer.indented { $0.line("\(condition) { return \(comparison(declared)) }") }
            }
            writer.line("}")
            writer.line("return false")
        }
    }

    /// `.name(let lhs0, let lhs1)`, or `.name` without payload.
    private static func pattern(_ declared: CaseDeclaration, _ side: String) -> String {
        let name = "." + SwiftSyntax.identifier(declared.name)
        guard !declared.parameters.isEmpty else { return name }
        return name + "(" + declared.parameters.indices.map { "let \(side)\($0)" }.joined(separator: ", ") + ")"
    }

    /// `lhs0 == rhs0 && lhs1 == rhs1`, or `true` without payload.
    private static func comparison(_ declared: CaseDeclaration) -> String {
        guard !declared.parameters.isEmpty else { return "true" }
        return declared.parameters.indices.map { "lhs\($0) == rhs\($0)" }.joined(separator: " && ")
    }
}
