/// What checking one spec produced: its syntax, the machine when there are no errors, and
/// every diagnostic (warnings included) in source order.
public struct CheckResult: Sendable {
    /// The tokens and syntax tree the machine was checked from.
    public let parsed: ParsedSpec
    public let machine: Machine?
    public let diagnostics: [Diagnostic]
    /// Where each name is declared and used, as far as names resolved.
    public let symbols: SymbolIndex
    /// The names the spec declares, in their namespaces, as far as checking got.
    package let namespaces: Namespaces

    init(parsed: ParsedSpec, machine: Machine?, diagnostics: [Diagnostic], symbols: SymbolIndex, namespaces: Namespaces) {
        self.parsed = parsed
        self.machine = machine
        self.diagnostics = diagnostics
        self.symbols = symbols
        self.namespaces = namespaces
    }

    public var file: SourceFile { parsed.file }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
