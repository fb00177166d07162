/// A spec's syntax tree with the tokens it was parsed from: what the checker reads, and
/// what the formatter and the editor read without lexing or parsing again.
public struct ParsedSpec: Sendable {
    public let lexed: LexedSpec
    public let syntax: SpecSyntax
    /// The lexer's diagnostics, then the parser's.
    public let diagnostics: [Diagnostic]

    public var file: SourceFile { lexed.file }
    public var tokens: [Token] { lexed.tokens }
    public var comments: [SourceRange] { lexed.comments }
}
