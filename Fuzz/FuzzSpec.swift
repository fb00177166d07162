// libFuzzer entry point: every input goes through the lexer, parser, checker and
// analyses, the formatter, and, when a machine results, the Swift emitter. A crash, a
// hang, a diagnostic outside the file or a formatter that refuses a spec without a syntax
// error is a finding; `Fuzz/run.sh` builds and runs it.

import StateMachineCompiler
import StateMachineFormatter

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.sm", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let result = SpecChecker.check(file)
    for diagnostic in result.diagnostics {
        requireInside(file, diagnostic.range, diagnostic.message)
        for note in diagnostic.notes { requireInside(file, note.range, note.message) }
    }
    _ = DiagnosticRenderer.render(result.diagnostics, in: file)
    if case .refused(let reasons) = SpecFormatter.format(file), reasons.contains(where: { $0.id == .formatUnsupported }) {
        fatalError("the formatter could not lay out a spec that parses")
    }
    if let machine = result.machine {
        _ = SwiftMachineEmitter.emit(machine)
    }
    return 0
}

/// A diagnostic must point at a line and column that exist, or editors cannot show it.
private func requireInside(_ file: SourceFile, _ range: SourceRange, _ message: String) {
    let location = file.location(of: range.start)
    let lineLength = file.lineText(location.line).utf8.count
    guard range.start >= 0, range.start <= range.end, range.end <= file.bytes.count,
        file.startOfLine(location.line) != nil, location.column <= lineLength + 1
    else {
        // The harness must stop loudly so libFuzzer records the input.
        fatalError("diagnostic outside the file at \(location): \(message)")
    }
}
