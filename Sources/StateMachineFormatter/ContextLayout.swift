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
        let tokens = declaration.tokens
        // Tokens and fields are in source order, so each lookup is a binary search, not a scan.
        for comment in declaration.innerComments {
            let tokensBefore = tokens.partitionPoint { $0.range.end > comment.start }
            let previous = tokensBefore > 0 ? tokens[tokensBefore - 1] : nil
            let sameLine = previous.map { line($0.range.start) == line(comment.start) } ?? false
            let fieldAfter = fields.partitionPoint { $0.end > comment.start }
            if fieldAfter < fields.count, fields[fieldAfter].contains(comment.start) {
                placed.append(((fields[fieldAfter].start, 0), comment, .comment(comment), false))
            } else if sameLine, let previous, previous.kind == .leftBrace {
                header += " " + file.text(of: comment).trimmingTrailingSpace
            } else if sameLine, let previous, case let owner = fields.partitionPoint(where: { $0.start > previous.range.start }) - 1,
                owner >= 0
            {
                trailing[owner] = comment
            } else {
                placed.append(((comment.start, 1), comment, .comment(comment), true))
            }
        }
        for (index, field) in fields.enumerated() {
            placed.append(((field.start, 1), field, .field(field, trailing: trailing[index]), true))
        }
        let fieldTokens = Self.tokens(of: fields, in: tokens)
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
                let text = spacing.join(fieldTokens[range.start] ?? [])
                result.append(FormatPrinter.indent + text + (comment.map { " " + file.text(of: $0).trimmingTrailingSpace } ?? ""))
                lastEnd = comment?.end ?? range.end
            }
        }
        let close = "}" + (declaration.trailingComment.map { " " + file.text(of: $0).trimmingTrailingSpace } ?? "")
        if placed.isEmpty, declaration.trailingComment == nil, header == "context {" { return ["context {}"] }
        return result + [close]
    }

    private func line(_ offset: Int) -> Int { file.location(of: offset).line }

    /// Each field's tokens by the field's start, in one walk over both.
    private static func tokens(of fields: [SourceRange], in tokens: [Token]) -> [Int: ArraySlice<Token>] {
        var result: [Int: ArraySlice<Token>] = [:]
        var index = 0
        for field in fields {
            while index < tokens.count, tokens[index].range.start < field.start { index += 1 }
            let first = index
            while index < tokens.count, field.contains(tokens[index].range.start) { index += 1 }
            result[field.start] = tokens[first..<index]
        }
        return result
    }
}

extension RandomAccessCollection {
    /// The index of the first element for which `isAfter` holds, given that it holds for a
    /// suffix of the collection (a binary search).
    func partitionPoint(where isAfter: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
