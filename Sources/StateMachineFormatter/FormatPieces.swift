import StateMachineCompiler

/// A spec cut into what the printer lays out: top-level entries (declarations and comment
/// lines) in source order, each declaration with its tokens and the comments that belong to it.
struct FormatPieces {
    enum Kind {
        /// A row; `on` and the action (`->` or `ignore`) start its second and third columns.
        case row(on: Int, action: Int)
        /// The context block; each field from its name to the end of its type (or `sensitive`, `persisted`, `renamed from OLD`).
        case context(fields: [SourceRange])
        /// Any other declaration (`group`, `entry` and `exit` too, as in `specs/pricing.sm`):
        /// one line, tokens joined.
        case line
    }

    struct Declaration {
        let kind: Kind
        var tokens: [Token] = []
        /// Comments on lines the declaration spans before its last: printed inside a context
        /// block, and above any other declaration, since it is printed on one line.
        var innerComments: [SourceRange] = []
        /// A comment after the declaration's last token, on its line.
        var trailingComment: SourceRange?
    }

    enum Entry {
        case declaration(Declaration)
        case comment(SourceRange)
    }

    /// Entries with whether a blank line preceded them in the source.
    private(set) var entries: [(entry: Entry, blankLineBefore: Bool)] = []
    /// Commas between context fields, which the canonical layout (one field a line) drops.
    private(set) var droppedCommas: Set<Int> = []
    /// Tokens inside a type, where `<` and `>` are brackets, not operators.
    private(set) var typeTokens: Set<Int> = []

    /// `nil` for a declaration the layout does not know.
    init?(file: SourceFile, tokens: [Token], comments: [SourceRange], syntax: SpecSyntax) {
        var kinds: [(start: Int, kind: Kind)] = []
        var typeRanges: [SourceRange] = []
        let indexOfOffset = Dictionary(tokens.enumerated().map { ($1.range.start, $0) }, uniquingKeysWith: { first, _ in first })
        for declaration in syntax.declarations {
            switch declaration {
            case .machine(let keyword, _), .initial(let keyword, _, _, _):
                kinds.append((keyword.start, .line))
            case .group(let group), .region(let group):
                kinds.append((group.keyword.start, .line))
            case .stateEffects(let declaration):
                kinds.append((declaration.keyword.start, .line))
            case .history(let declaration):
                kinds.append((declaration.firstWord.start, .line))
            case .context(let keyword, let fields):
                kinds.append((keyword.start, .context(fields: fields.map(\.range))))
                typeRanges += fields.map(\.typeRange)
            case .cases(let syntax):
                kinds.append((syntax.keyword.start, .line))
                typeRanges += syntax.parameters.map(\.typeRange)
            case .row(let row):
                switch row.trigger {
                case .after(let word, _), .always(let word), .done(let word):
                    // `after DURATION [GUARD]`, `always [GUARD]` and `done [GUARD]` take the event's column.
                    kinds.append((row.range.start, .row(on: word.start, action: row.action.keywordRange.start)))
                    continue
                case .event:
                    break
                }
                guard let source = indexOfOffset[row.source.range.start],
                    let on = tokens[source...].first(where: { $0.isKeyword(.on) })
                else { return nil }
                kinds.append((row.range.start, .row(on: on.range.start, action: row.action.keywordRange.start)))
            case .invalidCase:
                return nil
            }
        }
        let body = tokens.filter { $0.kind != .endOfFile }
        let lastTokenOfDeclaration = Self.lastTokens(of: kinds.map(\.start), in: body)
        // Built by index, then assembled: a declaration stored in an enum payload cannot be
        // edited in place, and copying it out for each of its tokens was quadratic.
        var slots: [(slot: Slot, blankLineBefore: Bool)] = []
        var declarations: [Declaration] = []
        var next = 0
        var lastEnd = 0
        var commentIndex = 0
        for (index, token) in body.enumerated() {
            while commentIndex < comments.count, comments[commentIndex].start < token.range.start {
                Self.place(
                    comment: comments[commentIndex], previous: index > 0 ? body[index - 1] : nil,
                    previousEndsDeclaration: lastTokenOfDeclaration.contains(index - 1), file: file, lastEnd: &lastEnd,
                    slots: &slots, declarations: &declarations)
                commentIndex += 1
            }
            if next < kinds.count, token.range.start == kinds[next].start {
                slots.append((.declaration(declarations.count), file.hasBlankLine(from: lastEnd, to: token.range.start)))
                declarations.append(Declaration(kind: kinds[next].kind))
                next += 1
            }
            guard case .declaration(let current)? = slots.last?.slot else { return nil }
            declarations[current].tokens.append(token)
            lastEnd = token.range.end
        }
        for comment in comments[commentIndex...] {
            Self.place(
                comment: comment, previous: body.last, previousEndsDeclaration: true, file: file, lastEnd: &lastEnd,
                slots: &slots, declarations: &declarations)
        }
        guard next == kinds.count else { return nil }
        entries = slots.map { slot, blankLineBefore in
            switch slot {
            case .declaration(let index): return (.declaration(declarations[index]), blankLineBefore)
            case .comment(let range): return (.comment(range), blankLineBefore)
            }
        }
        markContextCommasAndTypes(typeRanges: typeRanges)
    }

    /// An entry while the pieces are cut: a declaration by its index.
    private enum Slot {
        case declaration(Int)
        case comment(SourceRange)
    }

    private static func place(
        comment: SourceRange, previous: Token?, previousEndsDeclaration: Bool, file: SourceFile, lastEnd: inout Int,
        slots: inout [(slot: Slot, blankLineBefore: Bool)], declarations: inout [Declaration]
    ) {
        let sameLine = previous.map { file.location(of: $0.range.start).line == file.location(of: comment.start).line } ?? false
        if previous != nil, case .declaration(let current)? = slots.last?.slot, sameLine || !previousEndsDeclaration {
            if sameLine, previousEndsDeclaration {
                declarations[current].trailingComment = comment
            } else {
                declarations[current].innerComments.append(comment)
            }
        } else {
            slots.append((.comment(comment), file.hasBlankLine(from: lastEnd, to: comment.start)))
        }
        lastEnd = comment.end
    }

    /// Indices into `body` of each declaration's last token.
    private static func lastTokens(of startList: [Int], in body: [Token]) -> Set<Int> {
        let starts = Set(startList)
        var result: Set<Int> = []
        for (index, token) in body.enumerated() where index > 0 && starts.contains(token.range.start) {
            result.insert(index - 1)
        }
        if !body.isEmpty { result.insert(body.count - 1) }
        return result
    }

    private mutating func markContextCommasAndTypes(typeRanges: [SourceRange]) {
        for case (.declaration(let declaration), _) in entries {
            guard case .context(let fields) = declaration.kind else { continue }
            // Fields and tokens are both in source order: one walk.
            var field = 0
            for token in declaration.tokens where token.kind == .comma {
                while field < fields.count, fields[field].end <= token.range.start { field += 1 }
                if field == fields.count || !fields[field].contains(token.range.start) { droppedCommas.insert(token.range.start) }
            }
        }
        // Both in source order: one walk, not a search per token.
        let ranges = typeRanges.sorted { $0.start < $1.start }
        var current = 0
        for case (.declaration(let declaration), _) in entries {
            for token in declaration.tokens {
                while current < ranges.count, ranges[current].end <= token.range.start { current += 1 }
                if current < ranges.count, ranges[current].contains(token.range.start) { typeTokens.insert(token.range.start) }
            }
        }
    }
}
