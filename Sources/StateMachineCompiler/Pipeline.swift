/// The front of the pipeline: source text → tokens → syntax tree → checked model → warnings.
public enum SpecChecker {
    /// Checks one spec; never throws and never traps, whatever the bytes. Without
    /// `indexingSymbols` the result's ``CheckResult/symbols`` is empty.
    public static func check(_ file: SourceFile, indexingSymbols: Bool = true) -> CheckResult {
        let (tokens, lexical) = Lexer.tokenize(file)
        let (syntax, syntactic) = Parser.parse(tokens, lexicalErrors: lexical)
        var checker = Checker(file: file, indexingSymbols: indexingSymbols)
        let checked = checker.check(syntax)
        var diagnostics = lexical + syntactic + checker.sink.diagnostics
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if !hasErrors, let (machine, sourceMap) = checked {
            diagnostics += MachineAnalysis.warnings(for: machine, sourceMap: sourceMap)
        }
        var result = CheckResult(
            file: file, machine: hasErrors ? nil : checked?.machine, diagnostics: diagnostics.sorted { $0.range.start < $1.range.start },
            symbols: checker.symbols)
        result.declarations = checker.declarations
        return result
    }
}
