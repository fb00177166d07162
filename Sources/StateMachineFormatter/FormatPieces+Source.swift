import StateMachineCompiler

/// What the formatter asks of ranges, rows and files while it cuts a spec into pieces.
extension SourceRange {
    func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
}

extension RowSyntax.Action {
    /// The `->`, `stays` or `ignore` that starts the action.
    var keywordRange: SourceRange {
        switch self {
        case .transition(let arrow, _, _, _): return arrow
        case .update(let keyword, _, _, _): return keyword
        case .ignore(let range): return range
        }
    }
}

extension SourceFile {
    /// True when the bytes between two offsets hold an empty line.
    func hasBlankLine(from start: Int, to end: Int) -> Bool {
        guard start < end, end <= bytes.count else { return false }
        return bytes[start..<end].lazy.filter { $0 == UInt8(ascii: "\n") }.count >= 2
    }
}
