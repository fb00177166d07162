/// Where a stage that goes on after an error records what it found: every error up to
/// ``DiagnosticLimit/perStage``, then one saying it stopped, while it keeps counting.
struct DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    /// Errors found, including those past the limit that are not recorded.
    private(set) var errorCount = 0

    mutating func report(_ diagnostic: Diagnostic) {
        errorCount += 1
        if errorCount <= DiagnosticLimit.perStage {
            diagnostics.append(diagnostic)
        } else if errorCount == DiagnosticLimit.perStage + 1 {
            diagnostics.append(DiagnosticLimit.tooManyErrors(at: diagnostic.range))
        }
    }

    /// Records a warning found on the way (the checker's follow values as it checks them); it
    /// does not count as an error, and none is recorded past the limit.
    mutating func warn(_ diagnostic: Diagnostic) {
        if diagnostics.count < DiagnosticLimit.perStage { diagnostics.append(diagnostic) }
    }

    /// Takes back recorded errors that a later, better one stands for.
    mutating func retract(where isRetracted: (Diagnostic) -> Bool) {
        let before = diagnostics.count
        diagnostics.removeAll(where: isRetracted)
        errorCount -= before - diagnostics.count
    }
}
