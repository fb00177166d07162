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
        // Cases of one arity bind and compare alike: each arity is spelled once, not per case.
        let arities = (0...(cases.map(\.parameters.count).max() ?? 0)).map(Arity.init)
        func pattern(_ declared: CaseDeclaration, _ side: KeyPath<Arity, String>) -> String {
            "." + SwiftSyntax.identifier(declared.name) + arities[declared.parameters.count][keyPath: side]
        }
        writer.line()
        writer.line("/// Written out because the synthesized `==` of an enum this large makes `swiftc -O`")
        writer.line("/// quadratic in its cases; unoptimized, this one keeps optimized builds linear.")
        writer.line("@_optimize(none)")
        writer.block("\(modifier)static func == (lhs: \(typeName), rhs: \(typeName)) -> Bool {") { writer in
            writer.line("switch lhs {")
            for declared in cases.dropLast() {
                writer.line("case \(pattern(declared, \.lhs)):")
                writer.indented { writer in
                    writer.line("guard case \(pattern(declared, \.rhs)) = rhs else { return false }")
                    writer.line("return \(arities[declared.parameters.count].comparison)")
                }
            }
            // Listing the last case too would ask the compiler to prove a switch this large
            // exhaustive, which it gives up on.
            writer.line("default:")
            writer.indented { writer in
                writer.line("guard case \(pattern(last, \.lhs)) = lhs, case \(pattern(last, \.rhs)) = rhs else { return false }")
                writer.line("return \(arities[last.parameters.count].comparison)")
            }
            writer.line("}")
        }
    }

    /// How a case with `count` payload values is matched and compared.
    private struct Arity {
        /// `(let lhs0, let lhs1)`, or nothing for a case without payload.
        let lhs: String
        let rhs: String
        /// `lhs0 == rhs0 && lhs1 == rhs1`, or `true` for a case without payload.
        let comparison: String

        init(_ count: Int) {
            func bindings(_ side: String) -> String {
                count == 0 ? "" : "(" + (0..<count).map { "let \(side)\($0)" }.joined(separator: ", ") + ")"
            }
            lhs = bindings("lhs")
            rhs = bindings("rhs")
            comparison = count == 0 ? "true" : (0..<count).map { "lhs\($0) == rhs\($0)" }.joined(separator: " && ")
        }
    }
}
