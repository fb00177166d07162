/// A spec cut into tokens: the lexer's output and the parser's input.
public struct LexedSpec: Sendable {
    public let file: SourceFile
    /// Ending with an end-of-file token.
    public let tokens: [Token]
    /// Where each comment is; the formatter prints them back, the editor colours them.
    public let comments: [SourceRange]
    public let diagnostics: [Diagnostic]
}
