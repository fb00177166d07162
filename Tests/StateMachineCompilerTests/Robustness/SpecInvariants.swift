import StateMachineCompiler

/// What must hold for any input, however broken: checking ends in a machine or in errors,
/// every diagnostic and note points at a line and column inside the file, the output can
/// be rendered, and a machine can be emitted. Returns the violations, empty when none.
enum SpecInvariants {
    static func violations(of bytes: [UInt8]) -> [String] {
        let file = SourceFile(path: "mutant.sm", bytes: bytes)
        let result = SpecChecker.check(file)
        var problems: [String] = []
        if (result.machine == nil) != result.hasErrors {
            problems.append("machine \(result.machine == nil ? "missing" : "present") with hasErrors \(result.hasErrors)")
        }
        for diagnostic in result.diagnostics {
            let ranges = [(diagnostic.message, diagnostic.range)] + diagnostic.notes.map { ($0.message, $0.range) }
            for (message, range) in ranges {
                if let problem = locationProblem(range, in: bytes, reported: file.location(of: range.start)) {
                    problems.append("\(problem): \(message)")
                }
            }
        }
        _ = DiagnosticRenderer.render(result.diagnostics, in: file)
        var json = DiagnosticJSON()
        json.add(result.diagnostics, in: file)
        _ = json.text
        if let machine = result.machine {
            _ = SwiftMachineEmitter.emit(machine)
        }
        return problems
    }

    /// Counts lines itself rather than trusting `SourceFile`, which is under test too.
    private static func locationProblem(_ range: SourceRange, in bytes: [UInt8], reported: SourceLocation) -> String? {
        guard range.start >= 0, range.start <= range.end, range.end <= bytes.count else {
            return "range \(range.start)..<\(range.end) outside \(bytes.count) bytes"
        }
        var line = 1
        var lineStart = 0
        for (offset, byte) in bytes[..<range.start].enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let column = range.start - lineStart + 1
        guard column <= lineEnd - lineStart + 1 else { return "column \(column) past the end of line \(line)" }
        guard reported == SourceLocation(line: line, column: column) else {
            return "reported at \(reported), but offset \(range.start) is \(line):\(column)"
        }
        return nil
    }
}
