import StateMachineCompiler

/// `textDocument/semanticTokens/full`: highlighting from the lexer and the symbol index, so
/// a client colours `.sm` files without a grammar.
struct SemanticTokens {
    static let legend = [
        "keyword", "type", "enumMember", "event", "function", "property", "parameter", "string", "number", "comment", "operator",
        "namespace",
    ]

    let document: Document

    private enum Kind: Int {
        case keyword, type, enumMember, event, function, property, parameter, string, number, comment, `operator`, namespace
    }

    var encoded: JSON {
        let parsed = document.result.parsed
        let (tokens, comments, tree) = (parsed.tokens, parsed.comments, parsed.syntax)
        var named: [Int: Kind] = [:]
        for occurrence in document.result.symbols.occurrences { named[occurrence.range.start] = Self.kind(of: occurrence.symbol) }
        for declaration in tree.declarations {
            switch declaration {
            case .machine(_, let name): named[name.range.start] = .type
            // `group`, `entry` and `exit` are keywords only where they start a declaration.
            case .group(let group), .region(let group): named[group.keyword.start] = .keyword
            case .history(let history):
                for case let word? in [history.deep, history.keyword] { named[word.start] = .keyword }
            case .stateEffects(let effects):
                named[effects.keyword.start] = .keyword
                for test in effects.guardExpression?.inStateTests ?? [] { named[test.keyword.start] = .keyword }
            // So are `after`, a duration's unit, `always` and `stays`, in a row.
            case .row(let row):
                // `in` is a keyword where a guard tests another region.
                for test in row.guardExpression?.inStateTests ?? [] { named[test.keyword.start] = .keyword }
                if case .update(let stays, _, _, _) = row.action { named[stays.start] = .keyword }
                if case .always(let word) = row.trigger { named[word.start] = .keyword }
                if case .done(let word) = row.trigger { named[word.start] = .keyword }
                // `history` and `deep` after a target, on its line.
                for case let word? in [row.history?.deep, row.history?.keyword] { named[word.start] = .keyword }
                guard case .after(let after, let duration) = row.trigger else { break }
                named[after.start] = .keyword
                if case .literal(_, let unit, let range) = duration { named[range.end - unit.rawValue.utf8.count] = .keyword }
            // `sensitive` is a word only after a field's type.
            // So is `renamed from`, after a field or at a declaration's end.
            case .context(_, let fields):
                for case let word? in fields.flatMap(\.markWords) { named[word.start] = .keyword }
            case .cases(let syntax):
                for case let word? in syntax.parameters.flatMap(\.markWords) { named[word.start] = .keyword }
                if let durable = syntax.durableKeyword { named[durable.start] = .keyword }
                if let renamed = syntax.formerName { for word in [renamed.keyword, renamed.from] { named[word.start] = .keyword } }
            default: break
            }
        }
        var spans: [(range: SourceRange, kind: Kind)] = comments.map { ($0, .comment) }
        var typeDepth = 0
        for token in tokens {
            if let kind = kind(of: token, named: named, afterColon: &typeDepth) { spans.append((token.range, kind)) }
        }
        spans.sort { $0.range.start < $1.range.start }
        var data: [JSON] = []
        var previous = LineIndex.Position(line: 0, character: 0)
        for span in spans {
            let start = document.lines.position(of: span.range.start)
            let end = document.lines.position(of: span.range.end)
            guard end.line == start.line, end.character > start.character else { continue }
            let deltaStart = start.line == previous.line ? start.character - previous.character : start.character
            data += [
                .integer(start.line - previous.line), .integer(deltaStart), .integer(end.character - start.character),
                .integer(span.kind.rawValue), 0,
            ]
            previous = start
        }
        return ["data": .array(data)]
    }

    /// `afterColon` counts the tokens of a type after `:` in a declaration, where names are types.
    private func kind(of token: Token, named: [Int: Kind], afterColon: inout Int) -> Kind? {
        switch token.kind {
        case .identifier(let name):
            if Keyword.isReserved(name) { return .keyword }
            return named[token.range.start] ?? (afterColon > 0 ? .type : .parameter)
        case .colon:
            afterColon = 1
            return nil
        case .comma, .rightParen, .rightBrace:
            afterColon = 0
            return nil
        case .string: return .string
        case .integer: return .number
        case .arrow, .slash, .equal, .equalEqual, .bangEqual, .ampAmp, .pipePipe, .bang, .star, .lessEqual, .greaterEqual, .plus, .minus:
            return .operator
        case .lessThan, .greaterThan:
            return afterColon > 0 ? nil : .operator
        default: return nil
        }
    }

    private static func kind(of symbol: SymbolIndex.Symbol) -> Kind {
        switch symbol {
        case .state: return .enumMember
        case .event: return .event
        case .effect: return .function
        case .contextField: return .property
        // A label was `parameter` before the index knew it, as the names in a case's pattern are.
        case .binding, .payloadLabel: return .parameter
        case .group: return .namespace
        }
    }
}

extension ParameterSyntax {
    /// The words after a field's type that mark it: `sensitive`, `persisted`, `renamed`, `from`.
    fileprivate var markWords: [SourceRange?] { [sensitive, persisted, formerName?.keyword, formerName?.from] }
}
