import StateMachineCompiler

/// What must hold for any input, however broken: checking ends in a machine or in errors,
/// every diagnostic and note points at a line and column inside the file, the output can
/// be rendered, and a machine can be emitted. Returns the violations, empty when none.
enum SpecInvariants {
    static func violations(of bytes: [UInt8]) -> [String] {
        let file = SourceFile(path: "mutant.sm", bytes: bytes)
        let result = Pipeline.check(file)
        var problems: [String] = []
        if (result.machine == nil) != result.hasErrors {
            problems.append("machine \(result.machine == nil ? "missing" : "present") with hasErrors \(result.hasErrors)")
        }
        let lines = LineTable(bytes)
        for diagnostic in result.diagnostics {
            let ranges = [(diagnostic.message, diagnostic.range)] + diagnostic.notes.map { ($0.message, $0.range) }
            for (message, range) in ranges {
                if let problem = lines.problem(with: range, reported: file.location(of: range.start)) {
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

}

/// Where lines start, counted here rather than trusted to `SourceFile`, which is under test too.
private struct LineTable {
    let byteCount: Int
    /// Offset of each line's first byte, and one past the end of the file.
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        byteCount = bytes.count
        var offset = 0
        // A line ends at `\n`, `\r\n` or a lone `\r`, as the Language Server Protocol counts lines.
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(offset) }
        }
    }

    func problem(with range: SourceRange, reported: SourceLocation) -> String? {
        guard range.start >= 0, range.start <= range.end, range.end <= byteCount else {
            return "range \(range.start)..<\(range.end) outside \(byteCount) bytes"
        }
        let line = starts.lastIndex { $0 <= range.start } ?? 0
        let column = range.start - starts[line] + 1
        let lineEnd = line + 1 < starts.count ? starts[line + 1] - 1 : byteCount
        guard column <= lineEnd - starts[line] + 1 else { return "column \(column) past the end of line \(line + 1)" }
        guard reported == SourceLocation(line: line + 1, column: column) else {
            return "reported at \(reported), but offset \(range.start) is \(line + 1):\(column)"
        }
        return nil
    }
}
