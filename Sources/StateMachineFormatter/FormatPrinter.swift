import StateMachineCompiler

/// Lays out ``FormatPieces`` as text: one declaration a line, a context block with one field
/// a line, rows of a block in three aligned columns (source, `on EVENT [GUARD]`, action)
/// as in the shipped examples, blank lines collapsed to one, comments where they were.
///
/// A block is a run of rows (and comment lines) without a blank line. Actions line up one
/// space after the widest `on EVENT [GUARD]` cell, except where that widest cell is an `on`
/// row's and ends in a guard: then the widest guarded rows keep one space and every other row
/// two (a guarded `after` row lines up with the others), because
/// `../shared/specs/checkout.sm`, which must format unchanged, is laid out so (its two
/// `[hasValidAddress]` rows are its widest, and its other actions stand one column right).
struct FormatPrinter {
    let file: SourceFile
    let pieces: FormatPieces

    static let indent = "    "

    private var spacing: TokenSpacing { TokenSpacing(file: file, typeTokens: pieces.typeTokens) }

    var text: String {
        var lines: [String] = []
        let entries = pieces.entries
        var index = 0
        while index < entries.count {
            if entries[index].blankLineBefore, !lines.isEmpty { lines.append("") }
            switch entries[index].entry {
            case .comment(let range):
                lines.append(comment(range))
                index += 1
            case .declaration(let declaration):
                if case .row = declaration.kind {
                    var end = index + 1
                    while end < entries.count, !entries[end].blankLineBefore, entries[end].entry.isRowOrComment { end += 1 }
                    lines += rowBlock(entries[index..<end].map(\.entry))
                    index = end
                    continue
                }
                if case .context(let fields) = declaration.kind {
                    lines += ContextLayout(file: file, spacing: spacing, declaration: declaration, fields: fields).lines
                } else {
                    lines += declaration.innerComments.map(comment)
                    lines.append(withTrailingComment(spacing.join(declaration.tokens), declaration.trailingComment))
                }
                index += 1
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// One row's three columns.
    private struct RowCells {
        let source: String
        let event: String
        let action: String
        let isGuarded: Bool
    }

    /// Rows (and the comment lines among them) with their columns padded to the widest cell.
    private func rowBlock(_ entries: [FormatPieces.Entry]) -> [String] {
        let cells: [RowCells?] = entries.map { entry in
            guard case .declaration(let row) = entry, case .row(let on, let action) = row.kind else { return nil }
            let eventTokens = row.tokens.filter { $0.range.start >= on && $0.range.start < action }
            return RowCells(
                source: spacing.join(row.tokens.prefix { $0.range.start < on }), event: spacing.join(eventTokens),
                action: spacing.join(row.tokens.drop { $0.range.start < action }),
                isGuarded: eventTokens.first?.isKeyword(.on) == true && eventTokens.last?.kind == .rightBracket)
        }
        let sourceWidth = cells.map { $0?.source.count ?? 0 }.max() ?? 0
        let eventWidth = cells.map { $0?.event.count ?? 0 }.max() ?? 0
        let widestIsGuarded = cells.contains { $0?.isGuarded == true && $0?.event.count == eventWidth }
        var lines: [String] = []
        for (entry, row) in zip(entries, cells) {
            switch entry {
            case .comment(let range):
                lines.append(comment(range))
            case .declaration(let declaration):
                guard let row else { continue }
                lines += declaration.innerComments.map(comment)
                let isWidestGuarded = row.isGuarded && row.event.count == eventWidth
                let gutter = widestIsGuarded && !isWidestGuarded ? "  " : " "
                let text = row.source.padded(to: sourceWidth) + " " + row.event.padded(to: eventWidth) + gutter + row.action
                lines.append(withTrailingComment(text, declaration.trailingComment))
            }
        }
        return lines
    }

    private func comment(_ range: SourceRange) -> String {
        file.text(of: range).trimmingTrailingSpace
    }

    private func withTrailingComment(_ line: String, _ comment: SourceRange?) -> String {
        guard let comment else { return line }
        return line + " " + self.comment(comment)
    }
}

extension FormatPieces.Entry {
    var isRowOrComment: Bool {
        switch self {
        case .comment: return true
        case .declaration(let declaration):
            if case .row = declaration.kind { return true }
            return false
        }
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
