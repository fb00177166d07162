extension CheckResult {
    /// The result with every warning turned into an error (keeping its id), so the spec
    /// fails and yields no machine when it has any.
    public func promotingWarnings() -> CheckResult {
        let promoted = diagnostics.map { diagnostic in
            diagnostic.severity == .warning
                ? Diagnostic.error(diagnostic.id, diagnostic.message, at: diagnostic.range, notes: diagnostic.notes) : diagnostic
        }
        let failed = promoted.contains { $0.severity == .error }
        return CheckResult(
            parsed: parsed, machine: failed ? nil : machine, diagnostics: promoted, symbols: symbols,
            namespaces: namespaces)
    }

    /// The result with the listed warnings reported as notes, as a target's configuration asks.
    public func demoting(_ ids: Set<DiagnosticID>) -> CheckResult {
        guard !ids.isEmpty else { return self }
        let demoted = diagnostics.map { diagnostic in
            diagnostic.severity == .warning && ids.contains(diagnostic.id)
                ? Diagnostic(.note, diagnostic.id, diagnostic.message, at: diagnostic.range, notes: diagnostic.notes) : diagnostic
        }
        return CheckResult(parsed: parsed, machine: machine, diagnostics: demoted, symbols: symbols, namespaces: namespaces)
    }
}
