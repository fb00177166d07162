import StateMachineCompiler

/// The context block: `context {`, one field a line indented four spaces, `}`. Separator
/// commas are dropped; a comment stays on its field's line, on its own line between fields,
/// or above a field it was written inside of.
struct ContextLayout {
    let file: SourceFile
    let spacing: TokenSpacing
    let declaration: FormatPieces.Declaration
    let fields: [SourceRange]

    private enum Item {
        case field(SourceRange, trailing: SourceRange?)
        case comment(SourceRange)
    }

    var lines: [String] {
        var header = "context {"
        var trailing: [Int: SourceRange] = [:]
        var placed: [(key: (Int, Int), range: SourceRange, item: Item, blankBefore: Bool)] = []
        for comment in declaration.innerComments {
            let previous = declaration.tokens.last { $0.range.end <= comment.start }
            let sameLine = previous.map { line($0.range.start) == line(comment.start) } ?? false
            if let inside = fields.firstIndex(where: { $0.contains(comment.start) }) {
                placed.append(((fields[inside].start, 0), comment, .comment(comment), false))
            } else if sameLine, let previous, previous.kind == .leftBrace {
                header += " " + file.text(of: comment).trimmingTrailingSpace
            } else if sameLine, let previous, let owner = fields.lastIndex(where: { $0.start <= previous.range.start }) {
                trailing[owner] = comment
            } else {
                placed.append(((comment.start, 1), comment, .comment(comment), true))
            }
        }
        for (index, field) in fields.enumerated() {
            placed.append(((field.start, 1), field, .field(field, trailing: trailing[index]), true))
        }
        placed.sort { $0.key < $1.key }
        var result = [header]
        var lastEnd: Int?
        for entry in placed {
            if let lastEnd, entry.blankBefore, file.hasBlankLine(from: lastEnd, to: entry.range.start) { result.append("") }
            switch entry.item {
            case .comment(let range):
                result.append(FormatPrinter.indent + file.text(of: range).trimmingTrailingSpace)
                lastEnd = range.end
            case .field(let range, let comment):
                let text = spacing.join(declaration.tokens.filter { range.contains($0.range.start) })
                result.append(FormatPrinter.indent + text + (comment.map { " " + file.text(of: $0).trimmingTrailingSpace } ?? ""))
                lastEnd = comment?.end ?? range.end
            }
        }
        let close = "}" + (declaration.trailingComment.map { " " + file.text(of: $0).trimmingTrailingSpace } ?? "")
        if placed.isEmpty, declaration.trailingComment == nil, header == "context {" { return ["context {}"] }
        return result + [close]
    }

    private func line(_ offset: Int) -> Int { file.location(of: offset).line }
}
