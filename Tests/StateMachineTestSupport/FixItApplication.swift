import StateMachineCompiler

/// A text with the edits of every fix-it of some diagnostics made at once, the way an editor
/// that accepted them all would leave it; ``overlaps`` names the edits that could not all be made.
package struct FixItApplication {
    package private(set) var text = ""
    /// Each pair of edits that touch the same bytes differently, as `LINE:COLUMN`; empty when all applied.
    package private(set) var overlaps: [String] = []

    package init(_ diagnostics: [Diagnostic], to file: SourceFile) {
        // Two diagnostics may offer the very same edit (one typo reported from two sides); it is made once.
        var seen = Set<Diagnostic.FixIt.Edit>()
        let edits = diagnostics.flatMap { $0.fixIts.flatMap(\.edits) }.filter { seen.insert($0).inserted }
            .sorted { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        var bytes: [UInt8] = []
        var offset = 0
        for edit in edits {
            guard edit.range.start >= offset else {
                overlaps.append("\(file.location(of: edit.range.start))")
                continue
            }
            bytes += file.bytes[offset..<min(edit.range.start, file.bytes.count)]
            bytes += Array(edit.replacement.utf8)
            offset = min(edit.range.end, file.bytes.count)
        }
        bytes += file.bytes[min(offset, file.bytes.count)...]
        text = String(decoding: bytes, as: UTF8.self)
    }
}
