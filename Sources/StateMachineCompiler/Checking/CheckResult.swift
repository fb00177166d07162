/// What checking one spec produced: the machine when there are no errors, and every
/// diagnostic (warnings included) in source order.
public struct CheckResult: Sendable {
    public let file: SourceFile
    public internal(set) var machine: Machine?
    public internal(set) var diagnostics: [Diagnostic]
    /// Where each name is declared and used, as far as names resolved.
    public let symbols: SymbolIndex
    /// The names the spec declares, in their namespaces, as far as checking got.
    package internal(set) var declarations = Declarations()

    public init(file: SourceFile, machine: Machine?, diagnostics: [Diagnostic], symbols: SymbolIndex = SymbolIndex()) {
        self.file = file
        self.machine = machine
        self.diagnostics = diagnostics
        self.symbols = symbols
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
