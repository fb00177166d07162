/// The front of the pipeline: source text → tokens → syntax tree → checked model.
public enum SpecChecker {
    /// Checks one spec; never throws and never traps, whatever the bytes.
    public static func check(_ file: SourceFile) -> CheckResult {
        let (tokens, lexical) = Lexer.tokenize(file)
        let (syntax, syntactic) = Parser.parse(tokens, lexicalErrors: lexical)
        var checker = Checker(file: file)
        let machine = checker.check(syntax)
        let diagnostics = (lexical + syntactic + checker.diagnostics).sorted { $0.range.start < $1.range.start }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return CheckResult(file: file, machine: hasErrors ? nil : machine, diagnostics: diagnostics)
    }
}
