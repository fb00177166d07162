import Testing

/// Emitted text compared whole with what a test wrote out by hand: a failure shows a
/// ``LineDiff``, not two long strings or a bare "contains" that was false.
package enum Snippet {
    /// Expects `actual` to hold `expected` as consecutive whole lines. When it does not, the
    /// failure diffs `expected` against the lines of `actual` that begin where it matches best
    /// (the most equal lines, starting at a line equal to one of `expected`'s).
    package static func expect(_ expected: String, in actual: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let wanted = lines(expected)
        let have = lines(actual)
        guard !wanted.isEmpty else { return }
        guard wanted.count <= have.count else {
            Issue.record(
                "the snippet is longer than the text:\n\(LineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
            return
        }
        var best: (start: Int, equal: Int)?
        for start in 0...(have.count - wanted.count) where wanted.contains(have[start]) {
            let equal = zip(wanted, have[start...]).filter { $0 == $1 }.count
            if equal == wanted.count { return }
            if equal > (best?.equal ?? 0) { best = (start, equal) }
        }
        guard let best else {
            Issue.record(
                "no line of the snippet is in the text:\n\(LineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
            return
        }
        let excerpt = have[best.start..<(best.start + wanted.count)].joined(separator: "\n")
        let diff = LineDiff(expected: wanted.joined(separator: "\n"), actual: excerpt)
        Issue.record(
            "the snippet differs from lines \(best.start + 1)-\(best.start + wanted.count) of the text:\n\(diff)",
            sourceLocation: sourceLocation)
    }

    /// Expects `actual` to be `expected` exactly, line for line.
    package static func expectWhole(_ expected: String, _ actual: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard expected != actual else { return }
        Issue.record("the text differs:\n\(LineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }

    /// The lines of a text without the empty one after its last line break.
    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
