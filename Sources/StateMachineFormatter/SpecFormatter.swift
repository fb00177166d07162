import StateMachineCompiler

/// `statemachine-gen format`: prints a spec back in the canonical layout of the examples.
///
/// A stage over the tokens and syntax tree, never the checked model, so specs with unknown
/// names still format; specs with lexical or syntax errors are refused. The result is
/// re-lexed before it is returned: if its tokens or comments differ from the input's (other
/// than the commas the layout drops between context fields), the spec is refused rather than
/// mangled, so a declaration kind the layout does not know yet can never lose meaning.
public enum SpecFormatter {
    public enum Outcome: Hashable, Sendable {
        /// The canonical text; equal to the input when it was already formatted.
        case formatted(String)
        /// Why the spec was left as written.
        case refused([Diagnostic])
    }

    /// Formats a spec as `Pipeline.parse` parsed it; the language server passes the one
    /// its last check kept (`CheckResult.parsed`).
    public static func format(_ parsed: ParsedSpec) -> Outcome {
        let (file, tokens, comments) = (parsed.file, parsed.tokens, parsed.comments)
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .refused(errors.sorted { $0.range.start < $1.range.start }) }
        guard let pieces = FormatPieces(file: file, tokens: tokens, comments: comments, syntax: parsed.syntax) else {
            return .refused([unsupported])
        }
        let text = FormatPrinter(file: file, pieces: pieces).text
        guard preservesTokens(of: file, tokens: tokens, comments: comments, dropped: pieces.droppedCommas, in: text) else {
            return .refused([unsupported])
        }
        return .formatted(text)
    }

    private static let unsupported = Diagnostic.error(FormatterMessage.unsupported, at: SourceRange(start: 0, end: 0))

    /// True when `text` lexes and parses cleanly into the same tokens and comments as the input.
    private static func preservesTokens(
        of file: SourceFile, tokens: [Token], comments: [SourceRange], dropped: Set<Int>, in text: String
    ) -> Bool {
        let output = Pipeline.parse(SourceFile(path: file.path, text: text))
        guard output.diagnostics.isEmpty else { return false }
        let kept = tokens.filter { !dropped.contains($0.range.start) }
        guard kept.map(\.kind) == output.tokens.map(\.kind) else { return false }
        return comments.map { file.text(of: $0).trimmingTrailingSpace } == output.comments.map { output.file.text(of: $0) }
    }
}

extension String {
    /// Without trailing spaces, tabs and carriage returns.
    var trimmingTrailingSpace: String {
        var scalars = unicodeScalars[...]
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
