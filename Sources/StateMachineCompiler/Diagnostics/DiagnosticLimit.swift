/// How many diagnostics one stage reports for one spec before it stops, as compilers'
/// error limits do. Past a thousand, the rest are cascades of the first or the file is
/// not a spec at all, and collecting millions of them for a 10 MB file of garbage would
/// cost gigabytes.
enum DiagnosticLimit {
    static let perStage = 1000

    static func tooManyErrors(at range: SourceRange) -> Diagnostic {
        .error(LimitMessage.tooManyErrors(limit: perStage), at: range)
    }

    /// The first `perStage` warnings in source order, and one more saying how many were left out.
    static func capped(_ warnings: [Diagnostic]) -> [Diagnostic] {
        guard warnings.count > perStage else { return warnings }
        let sorted = warnings.sorted { $0.range.start < $1.range.start }
        let omitted = warnings.count - perStage
        return Array(sorted.prefix(perStage)) + [
            .warning(LimitMessage.tooManyWarnings(omitted: omitted), at: sorted[perStage].range)
        ]
    }
}
