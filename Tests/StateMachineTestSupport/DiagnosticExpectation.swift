import StateMachineCompiler
import Testing

/// Checks a marked spec and expects exactly these diagnostics, in the order the checker
/// reports them, each whole (see ``DiagnosticSpec``); when any has a fix-it, `fixedSource` is
/// required and is the spec with every fix-it applied. A failure shows a ``LineDiff`` of all
/// diagnostics, expected against found, each located as `LINE:COLUMN` and the markers there.
package func expectDiagnostics(
    _ marked: String, _ expected: [DiagnosticSpec], fixedSource: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    for mismatch in DiagnosticExpectation(marked, expected, fixedSource: fixedSource).mismatches {
        Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
}

/// What the diagnostics of a marked spec, and the spec with their fix-its applied, differ in
/// from what a test expects: one readable description per difference, none when all hold.
package struct DiagnosticExpectation {
    package private(set) var mismatches: [String] = []

    package init(_ marked: String, _ expected: [DiagnosticSpec], fixedSource: String? = nil) {
        let spec = MarkedSpec(marked)
        let result = spec.check()
        let unknown = (expected.map(\.marker) + expected.flatMap { $0.notes.map(\.marker) }).filter { spec.location($0) == nil }
        for marker in Set(unknown).sorted() {
            mismatches.append("marker \(marker) is not in the spec")
        }
        let written = Self.describe(expected, in: spec)
        let found = Self.describe(result, in: spec)
        if written != found {
            mismatches.append("the diagnostics differ (- expected, + found):\n\(LineDiff(expected: written, actual: found))")
        }
        let expectsErrors = expected.contains { $0.severity == .error }
        if expectsErrors != (result.machine == nil) {
            mismatches.append(
                expectsErrors
                    ? "errors are expected, yet the spec checked into a machine" : "no error is expected, yet no machine came of the spec")
        }
        checkFixes(of: result, fixedSource: fixedSource)
    }

    private mutating func checkFixes(of result: CheckResult, fixedSource: String?) {
        let application = FixItApplication(result.diagnostics, to: result.file)
        for overlap in application.overlaps {
            mismatches.append("a fix-it edit at \(overlap) overlaps an earlier one")
        }
        guard let fixedSource else {
            if result.diagnostics.contains(where: { !$0.fixIts.isEmpty }) {
                mismatches.append("the diagnostics offer fix-its: state the spec they leave as 'fixedSource:'")
            }
            return
        }
        if application.text != fixedSource {
            mismatches.append(
                "the source after every fix-it differs (- expected, + found):\n"
                    + "\(LineDiff(expected: fixedSource, actual: application.text))")
        }
    }

    /// A location as `LINE:COLUMN`, followed by the markers placed there.
    private static func describe(_ location: StateMachineCompiler.SourceLocation, in spec: MarkedSpec) -> String {
        let markers = MarkedSpec.markers.filter { spec.location($0) == location }
        return markers.isEmpty ? "\(location)" : "\(location) \(markers.joined())"
    }

    private static func describe(_ expected: [DiagnosticSpec], in spec: MarkedSpec) -> String {
        func at(_ marker: String) -> String { spec.location(marker).map { describe($0, in: spec) } ?? marker }
        return expected.flatMap { diagnostic in
            ["\(at(diagnostic.marker)) \(diagnostic.severity.rawValue) [\(diagnostic.id)] \(diagnostic.message)"]
                + diagnostic.notes.map { "    \(at($0.marker)) note: \($0.message)" }
                + diagnostic.fixIts.map { "    fix-it: \($0)" }
        }.joined(separator: "\n")
    }

    private static func describe(_ result: CheckResult, in spec: MarkedSpec) -> String {
        func at(_ range: SourceRange) -> String { describe(result.file.location(of: range.start), in: spec) }
        return result.diagnostics.flatMap { diagnostic in
            ["\(at(diagnostic.range)) \(diagnostic.severity.rawValue) [\(diagnostic.id)] \(diagnostic.message)"]
                + diagnostic.notes.map { "    \(at($0.range)) note: \($0.message)" }
                + diagnostic.fixIts.map { "    fix-it: \($0.message)" }
        }.joined(separator: "\n")
    }
}
