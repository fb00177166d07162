import StateMachineCompiler
import StateMachineFormatter

/// `textDocument/formatting`: exactly `statemachine-gen format`, as one edit of the whole text.
enum Formatting {
    static func edits(for document: Document) throws(ResponseError) -> JSON {
        switch SpecFormatter.format(document.result.parsed) {
        case .refused(let diagnostics):
            let first = diagnostics.first.map { "\(document.file.location(of: $0.range.start)): \($0.message)" } ?? ""
            throw .failed("the spec cannot be formatted until its syntax errors are fixed; \(first)")
        case .formatted(let text) where Array(text.utf8) == document.file.bytes:
            return []
        case .formatted(let text):
            let whole = SourceRange(start: 0, end: document.file.bytes.count)
            return [["range": document.lines.range(whole), "newText": .string(text)]]
        }
    }
}
