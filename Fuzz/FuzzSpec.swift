// libFuzzer entry point: every input goes through the lexer, parser, checker and
// analyses, the formatter, and, when a machine results, every Swift emitter and the matrix, once under
// the name `fuzz.sm` and once under a name made of the input's first bytes. A crash, a
// hang, a diagnostic outside the file, a formatter that refuses a spec without a syntax
// error, or a control or format character that reaches generated Swift raw is a finding;
// `Fuzz/run.sh` builds and runs it.

import StateMachineCompiler
import StateMachineDiagrams
import StateMachineFormatter

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.sm", bytes: bytes)
    let result = Pipeline.check(file)
    for diagnostic in result.diagnostics {
        requireInside(file, diagnostic.range, diagnostic.message)
        for note in diagnostic.notes { requireInside(file, note.range, note.message) }
    }
    _ = DiagnosticRenderer.render(result.diagnostics, in: file)
    if case .refused(let reasons) = SpecFormatter.format(Pipeline.parse(file)), reasons.contains(where: { $0.id == .formatUnsupported }) {
        fatalError("the formatter could not lay out a spec that parses")
    }
    guard result.machine != nil else { return 0 }
    // The same spec under a hostile file name: line breaks, bidi overrides, NULs.
    let name = String(decoding: bytes.prefix(24).filter { $0 != UInt8(ascii: "/") }, as: UTF8.self)
    for path in ["fuzz.sm", "/tmp/" + name + ".sm"] {
        guard let machine = Pipeline.check(SourceFile(path: path, bytes: bytes)).machine else { continue }
        let files =
            [
                SwiftMachineEmitter.emit(machine), RuntimeConformanceEmitter.emit(machine),
            ] + Pipeline.emitTests(Pipeline.plan(machine), module: "M")
        for file in files { requireNoRawInvisibles(file) }
        requireClosedComment(MarkdownMatrixEmitter.emit(Pipeline.planMatrix(machine)))
    }
    return 0
}

/// The matrix's header comment ends where the emitter ends it, whatever the file name.
private func requireClosedComment(_ matrix: String) {
    let header = matrix.prefix { $0 != "\n" }
    guard header.hasPrefix("<!-- "), header.hasSuffix(" -->"), header.dropFirst(4).dropLast(4).range(of: "--") == nil else {
        fatalError("the matrix header comment ends early: \(header)")
    }
}

/// Generated Swift holds no control, format or separator character but its line breaks.
private func requireNoRawInvisibles(_ file: GeneratedFile) {
    for scalar in file.contents.unicodeScalars where scalar != "\n" {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            fatalError("U+\(String(scalar.value, radix: 16, uppercase: true)) reached \(file.name) raw")
        default: continue
        }
    }
}

/// A diagnostic must point at a line and column that exist, or editors cannot show it.
private func requireInside(_ file: SourceFile, _ range: SourceRange, _ message: String) {
    let location = file.location(of: range.start)
    guard range.start >= 0, range.start <= range.end, range.end <= file.bytes.count,
        let lineStart = file.startOfLine(location.line), location.column <= lineLength(file, location.line, from: lineStart) + 1
    else {
        // The harness must stop loudly so libFuzzer records the input.
        fatalError("diagnostic outside the file at \(location): \(message)")
    }
}

/// The line's length in bytes without its line break (and a `\r` before it).
private func lineLength(_ file: SourceFile, _ line: Int, from start: Int) -> Int {
    var end = file.startOfLine(line + 1).map { $0 - 1 } ?? file.bytes.count
    if end > start, file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return end - start
}
