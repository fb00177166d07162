import StateMachineCompiler

/// `textDocument/completion`: keywords, and at each position only the names that fit there,
/// decided from the tokens before the cursor on its line. Groups are offered wherever a
/// source fits: starting a row, in a source list, as a group's member, after `entry`/`exit`.
struct Completion {
    let document: Document
    /// Whether payload labels are inserted as `${1:label}` placeholders.
    let snippets: Bool

    enum ItemKind: Int {
        case function = 3
        case field = 5
        case variable = 6
        case module = 9
        case keyword = 14
        case enumMember = 20
        case event = 23
        case typeParameter = 25
    }

    struct Declared {
        let states: [CaseDeclarationSyntax]
        let events: [CaseDeclarationSyntax]
        let effects: [CaseDeclarationSyntax]
        let context: [ParameterSyntax]
        let groups: [GroupSyntax]
    }

    func items(at offset: Int) -> JSON {
        let (tokens, tree) = (document.result.parsed.tokens, document.result.parsed.syntax)
        let line = document.file.location(of: offset).line
        // The tokens before the cursor on its line, without the name being typed.
        var before = tokens.filter {
            $0.range.start < offset && $0.kind != .endOfFile && document.file.location(of: $0.range.start).line == line
        }
        if let last = before.last, last.identifier != nil, last.range.end >= offset { before.removeLast() }
        let declared = Self.declared(in: tree)
        return .array(candidates(before: before, declared: declared, rowStart: before.first?.range.start))
    }

    private func candidates(before: [Token], declared: Declared, rowStart: Int?) -> [JSON] {
        guard let first = before.first else {
            return Keyword.declarationWords.map { keyword($0) } + declared.states.map { item($0, .enumMember, withPayload: true) }
                + groups(declared)
        }
        if let word = first.identifier.flatMap(ContextualKeyword.init(rawValue:)), startsDeclaration(before, declared: declared) {
            return stateStructureCandidates(word, before: before, declared: declared, rowStart: rowStart)
        }
        if first.isKeyword(.initial) { return before.count == 1 ? declared.states.map { item($0, .enumMember, withPayload: false) } : [] }
        if first.identifier.map(Keyword.isReserved) == true {
            return before.last?.kind == .colon ? StandardType.commonNames.map { item($0, .typeParameter) } : []
        }
        // A row.
        let depth = before.reduce(into: (parens: 0, brackets: 0)) { depth, token in
            switch token.kind {
            case .leftParen: depth.parens += 1
            case .rightParen: depth.parens -= 1
            case .leftBracket: depth.brackets += 1
            case .rightBracket: depth.brackets -= 1
            default: break
            }
        }
        let row = RowProgress(before)
        let values = rowValues(rowStart: rowStart, before: before, declared: declared)
        if depth.brackets > 0 { return values + Keyword.literalWords.map { keyword($0) } }
        if depth.parens > 0 { return row.action == nil ? [] : values }
        guard let last = before.last else { return [] }
        if last.isKeyword(.on) { return declared.events.map { item($0, .event, withPayload: true) } }
        if row.isTimed, row.trigger == before.count - 1 { return durationFields(declared) }
        if row.action == before.count - 1, !last.isKeyword(.ignore) {
            return declared.states.map { item($0, .enumMember, withPayload: true) }
        }
        // The next item of a source list: states without patterns, and groups.
        if last.kind == .comma, row.trigger == nil {
            return declared.states.map { item($0, .enumMember, withPayload: false) } + groups(declared)
        }
        if let action = row.action, !before[action].isKeyword(.ignore), last.kind == .slash || last.kind == .comma {
            return declared.effects.map { item($0, .function, withPayload: true) }
        }
        if row.trigger == nil { return [keyword("on"), keyword(ContextualKeyword.after)] }
        if row.action == nil {
            return row.isTimed ? [keyword("->")] : [keyword("->"), keyword(ContextualKeyword.stays), keyword("ignore")]
        }
        return []
    }

    /// The names a row's guard or arguments can read: what it has bound, and the context.
    ///
    /// A row being typed does not parse, so the checker has not bound its names; then the
    /// names written in its patterns so far are offered, without types.
    func rowValues(rowStart: Int?, before: [Token], declared: Declared) -> [JSON] {
        var bound = document.result.symbols.declarations.values
            .filter { if case .binding(let row, _) = $0.symbol { return row == rowStart } else { return false } }
            .sorted { $0.range.start < $1.range.start }
            .map { item($0.symbol.name, .variable, detail: $0.signature) }
        if bound.isEmpty {
            var depth = 0
            var names: [String] = []
            for token in before.prefix(while: { $0.kind != .leftBracket && $0.kind != .arrow }) {
                if token.kind == .leftParen { depth += 1 } else if token.kind == .rightParen { depth -= 1 }
                if depth > 0, let name = token.identifier, name != "_", !Keyword.isReserved(name), !names.contains(name) {
                    names.append(name)
                }
            }
            bound = names.map { item($0, .variable) }
        }
        return bound + declared.context.map { item($0.name.text, .field, detail: "\($0.name.text): \($0.type)") }
    }

    /// A case, inserted with one name per payload label when `withPayload`, so the pattern has the right count.
    func item(_ syntax: CaseDeclarationSyntax, _ kind: ItemKind, withPayload: Bool) -> JSON {
        let labels = syntax.parameters.map(\.name.text)
        let signature =
            "\(syntax.kind.rawValue) \(syntax.name.text)"
            + (labels.isEmpty ? "" : "(" + syntax.parameters.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ") + ")")
        guard withPayload, !labels.isEmpty else { return item(syntax.name.text, kind, detail: signature) }
        let placeholders = snippets ? labels.enumerated().map { "${\($0 + 1):\($1)}" } : labels
        var object = item(syntax.name.text, kind, detail: signature)
        if case .object(var members) = object {
            members["insertText"] = .string(syntax.name.text + "(" + placeholders.joined(separator: ", ") + ")")
            members["insertTextFormat"] = .integer((snippets ? InsertTextFormat.snippet : .plainText).rawValue)
            object = .object(members)
        }
        return object
    }

    func item(_ label: String, _ kind: ItemKind, detail: String? = nil) -> JSON {
        var object: [String: JSON] = ["label": .string(label), "kind": .integer(kind.rawValue)]
        if let detail { object["detail"] = .string(detail) }
        return .object(object)
    }

    func keyword(_ word: String) -> JSON { item(word, .keyword) }

    private static func declared(in tree: SpecSyntax) -> Declared {
        var cases: [CaseDeclarationSyntax] = []
        var context: [ParameterSyntax] = []
        var groups: [GroupSyntax] = []
        for declaration in tree.declarations {
            if case .cases(let syntax) = declaration { cases.append(syntax) }
            if case .context(_, let fields) = declaration { context += fields }
            if case .group(let group) = declaration { groups.append(group) }
            if case .region(let region) = declaration { groups.append(region) }
        }
        return Declared(
            states: cases.filter { $0.kind == .state }, events: cases.filter { $0.kind == .event },
            effects: cases.filter { $0.kind == .effect }, context: context, groups: groups)
    }
}
