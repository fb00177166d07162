/// What checking one spec produced: its syntax, the machine when there are no errors, and
/// every diagnostic (warnings included) in source order.
public struct CheckResult: Sendable {
    /// The tokens and syntax tree the machine was checked from.
    public let parsed: ParsedSpec
    public let machine: Machine?
    /// Where the checked machine's parts are written, kept for the stages after checking
    /// (a run's conflicts point at the machine's name); `nil` when the checker built no machine.
    public let sourceMap: MachineSourceMap?
    public let diagnostics: [Diagnostic]
    /// Where each name is declared and used, as far as names resolved.
    public let symbols: SymbolIndex
    /// The names the spec declares, in their namespaces, as far as checking got.
    package let namespaces: Namespaces

    init(
        parsed: ParsedSpec, machine: Machine?, sourceMap: MachineSourceMap?, diagnostics: [Diagnostic], symbols: SymbolIndex,
        namespaces: Namespaces
    ) {
        self.parsed = parsed
        self.machine = machine
        self.sourceMap = sourceMap
        self.diagnostics = diagnostics
        self.symbols = symbols
        self.namespaces = namespaces
    }

    public var file: SourceFile { parsed.file }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The result with other diagnostics, which a later stage judged: it keeps its machine
    /// only while none is an error.
    func replacingDiagnostics(_ replaced: [Diagnostic]) -> CheckResult {
        let failed = replaced.contains { $0.severity == .error }
        return CheckResult(
            parsed: parsed, machine: failed ? nil : machine, sourceMap: sourceMap, diagnostics: replaced, symbols: symbols,
            namespaces: namespaces)
    }

    /// The result with more diagnostics, in source order among its own.
    func adding(_ more: [Diagnostic]) -> CheckResult {
        replacingDiagnostics((diagnostics + more).sorted { $0.range.start < $1.range.start })
    }
}
