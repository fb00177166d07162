/// What checking one spec produced: the machine when there are no errors, and every
/// diagnostic (warnings included) in source order.
public struct CheckResult: Sendable {
    public let file: SourceFile
    public let machine: Machine?
    public let diagnostics: [Diagnostic]

    public init(file: SourceFile, machine: Machine?, diagnostics: [Diagnostic]) {
        self.file = file
        self.machine = machine
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
