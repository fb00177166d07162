extension CheckResult {
    /// The result with every warning turned into an error (keeping its id), so the spec
    /// fails and yields no machine when it has any.
    public func promotingWarnings() -> CheckResult {
        let promoted = diagnostics.map { diagnostic in
            diagnostic.severity == .warning
                ? Diagnostic.error(diagnostic.id, diagnostic.message, at: diagnostic.range, notes: diagnostic.notes) : diagnostic
        }
        let failed = promoted.contains { $0.severity == .error }
        return CheckResult(file: file, machine: failed ? nil : machine, diagnostics: promoted, symbols: symbols)
    }
}
