import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// One expected diagnostic: where (a marker in the spec), which id, and what it says.
struct ExpectedDiagnostic: Sendable, CustomStringConvertible {
    let marker: String
    let severity: Diagnostic.Severity
    let id: DiagnosticID
    let message: String
    var notes: [String] = []

    static func warning(_ marker: String, _ id: DiagnosticID, _ message: String, notes: [String] = []) -> ExpectedDiagnostic {
        ExpectedDiagnostic(marker: marker, severity: .warning, id: id, message: message, notes: notes)
    }

    static func error(_ marker: String, _ id: DiagnosticID, _ message: String, notes: [String] = []) -> ExpectedDiagnostic {
        ExpectedDiagnostic(marker: marker, severity: .error, id: id, message: message, notes: notes)
    }

    var description: String { "\(marker) \(severity.rawValue) [\(id)] \(message)" }
}

/// Checks the marked spec and expects exactly these diagnostics, in source order, each at
/// its marker's line and column; each expected note is a marker followed by its message.
func expectDiagnostics(
    _ marked: String, _ expected: [ExpectedDiagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let spec = MarkedSpec(marked)
    let result = spec.check()
    func located(_ marker: String) -> String {
        spec.location(marker).map { "\($0)" } ?? "missing marker \(marker)"
    }
    let actual = result.diagnostics.map { diagnostic in
        let notes = diagnostic.notes.map { "\(result.file.location(of: $0.range.start)) note: \($0.message)" }
        return
            ([
                "\(result.file.location(of: diagnostic.range.start)) \(diagnostic.severity.rawValue) [\(diagnostic.id)] \(diagnostic.message)"
            ]
            + notes).joined(separator: " | ")
    }
    let wanted = expected.map { expectation in
        let notes = expectation.notes.map { note -> String in
            let marker = String(note.prefix { !$0.isWhitespace })
            return "\(located(marker)) note: \(note.dropFirst(marker.count + 1))"
        }
        return
            (["\(located(expectation.marker)) \(expectation.severity.rawValue) [\(expectation.id)] \(expectation.message)"]
            + notes).joined(separator: " | ")
    }
    #expect(actual == wanted, sourceLocation: sourceLocation)
    let hasErrors = expected.contains { $0.severity == .error }
    #expect((result.machine == nil) == hasErrors, sourceLocation: sourceLocation)
}
