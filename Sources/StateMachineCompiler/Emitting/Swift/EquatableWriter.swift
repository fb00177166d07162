/// Writes `==` for an enum with more cases than `ReducerParts.size`, in place of the
/// synthesized one.
///
/// `swiftc -O` spends time quadratic in the number of cases on an enum's synthesized `==`
/// (and on any hand-written one it optimizes: each `if case` is a `switch_enum` with a
/// `default`, and the optimizer walks every case of the enum for each of them). This `==`
/// is compiled without optimization, which keeps an optimized build linear: 1,000 cases
/// 1.1 s instead of 4.4 s, 2,000 cases 2.4 s instead of 14.5 s. Comparing states is not a
/// hot path (a store compares once per event), and unoptimized it is still one jump.
/// Smaller enums keep the synthesized `==` and their bytes.
struct EquatableWriter {
    let typeName: String
    let cases: [CaseDeclaration]
    let modifier: String

    static func isNeeded(for cases: [CaseDeclaration]) -> Bool {
        cases.count > ReducerParts.size
    }

    func write(into writer: inout SwiftCodeWriter) {
        guard let last = cases.last else { return }
        writer.line()
        writer.line("/// Written out because the synthesized `==` of an enum this large makes `swiftc -O`")
        writer.line("/// quadratic in its cases; unoptimized, this one keeps optimized builds linear.")
        writer.line("@_optimize(none)")
        writer.block("\(modifier)static func == (lhs: \(typeName), rhs: \(typeName)) -> Bool {") { writer in
            writer.line("switch lhs {")
            for declared in cases.dropLast() {
                writer.line("case \(pattern(declared, side: "lhs")):")
                writer.indented { writer in
                    writer.line("guard case \(pattern(declared, side: "rhs")) = rhs else { return false }")
                    writer.line("return \(comparison(declared))")
                }
            }
            // Listing the last case too would ask the compiler to prove a switch this large
            // exhaustive, which it gives up on.
            writer.line("default:")
            writer.indented { writer in
                writer.line("guard case \(pattern(last, side: "lhs")) = lhs, case \(pattern(last, side: "rhs")) = rhs else { return false }")
                writer.line("return \(comparison(last))")
            }
            writer.line("}")
        }
    }

    /// `.name(let lhs0, let lhs1)`, or `.name` for a case without payload.
    private func pattern(_ declared: CaseDeclaration, side: String) -> String {
        let name = "." + SwiftSyntax.identifier(declared.name)
        guard !declared.parameters.isEmpty else { return name }
        return name + "(" + declared.parameters.indices.map { "let \(side)\($0)" }.joined(separator: ", ") + ")"
    }

    /// `lhs0 == rhs0 && lhs1 == rhs1`, or `true` for a case without payload.
    private func comparison(_ declared: CaseDeclaration) -> String {
        guard !declared.parameters.isEmpty else { return "true" }
        return declared.parameters.indices.map { "lhs\($0) == rhs\($0)" }.joined(separator: " && ")
    }
}
