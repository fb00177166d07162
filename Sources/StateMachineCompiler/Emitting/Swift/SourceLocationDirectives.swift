/// `#sourceLocation` directives around the generated lines that spell a spec's Swift types,
/// so that a compile error in one (`state done(remoteID: Strng)`) is reported at the spec's
/// line, in `swift build` and in Xcode, instead of inside the build folder.
///
/// Lines of consecutive spec lines share one directive; `#sourceLocation()` ends each run.
/// The file is the spec's path as the generator was given it: absolute from the build
/// plugin, relative to the package from `generate-state-machines`, so checked-in files name
/// no machine's folders. Swift's directive sets the file and line only, so the column is the
/// generated line's: lining it up with the spec's would mean un-indenting some declarations
/// and padding others with spaces, which generated code should not read like (Diagnostics.md).
struct SourceLocationDirectives {
    /// The spec's path as a string literal, spelled once for every directive; `nil` writes plain lines.
    private let fileLiteral: String?
    /// The spec line the next generated line stands for while a run is open.
    private var nextLine: Int?

    init(file: String?) {
        fileLiteral = file.map(SwiftSyntax.stringLiteral)
    }

    /// Opens a run so that the next `lineCount` lines, a doc comment and a declaration's header, end on
    /// `specLine`. Swift blames a conformance that a misspelled type breaks (`type 'State' does not conform
    /// to protocol 'Equatable'`) on the header, which then stands in the spec too, on the first line that
    /// spells one of the declaration's types, instead of in the generated file. The directive goes above the
    /// doc comment: between the two, it would part the comment from its declaration.
    mutating func open(lineCount: Int, endingAt specLine: Int?, into writer: inout SwiftCodeWriter) {
        guard let fileLiteral, let specLine, specLine >= lineCount else { return }
        writer.unindentedLine("#sourceLocation(file: \(fileLiteral), line: \(specLine - lineCount + 1))")
        nextLine = specLine + 1
    }

    /// Writes `content`; inside a run, or opening one when it spells types written at `specLine`.
    mutating func line(_ content: String, specLine: Int?, spellsTypes: Bool, into writer: inout SwiftCodeWriter) {
        guard let fileLiteral, let specLine, spellsTypes || nextLine == specLine else {
            end(into: &writer)
            writer.line(content)
            return
        }
        if nextLine != specLine {
            writer.unindentedLine("#sourceLocation(file: \(fileLiteral), line: \(specLine))")
        }
        writer.line(content)
        nextLine = specLine + 1
    }

    /// Ends the open run, if any.
    mutating func end(into writer: inout SwiftCodeWriter) {
        guard nextLine != nil else { return }
        writer.unindentedLine("#sourceLocation()")
        nextLine = nil
    }
}
