import StateMachineCompiler

/// `textDocument/completion`: keywords, and at each position only the names that fit there,
/// decided from the tokens before the cursor on its line. Groups are offered wherever a
/// source fits: starting a row, in a source list, as a group's member, after `entry`/`exit`.
struct Completion {
    let document: Document
    /// Whether payload labels are inserted as `${1:label}` placeholders.
    let snippets: Bool

    private enum ItemKind: Int {
        case function = 3, field = 5, variable = 6, module = 9, keyword = 14, enumMember = 20, event = 23, typeParameter = 25
    }

    private struct Declared {
        let states: [CaseDeclarationSyntax]
        let events: [CaseDeclarationSyntax]
        let effects: [CaseDeclarationSyntax]
        let context: [ParameterSyntax]
        let groups: [GroupSyntax]
    }

    func items(at offset: Int) -> JSON {
        let (tokens, _, tree) = document.syntax
        let line = document.file.location(of: offset).line
        // The tokens before the cursor on its line, without the name being typed.
        var before = tokens.filter { $0.range.start < offset && $0.kind != .endOfFile && document.file.location(of: $0.range.start).line == line }
        if let last = before.last, last.identifier != nil, last.range.end >= offset { before.removeLast() }
        let declared = Self.declared(in: tree)
        return .array(candidates(before: before, declared: declared, rowStart: before.first?.range.start))
    }

    private func candidates(before: [Token], declared: Declared, rowStart: Int?) -> [JSON] {
        guard let first = before.first else {
            return Self.declarationKeywords.map { keyword($0) } + declared.states.map { item($0, .enumMember, withPayload: true) } + groups(declared)
        }
        if let word = first.identifier.flatMap(ContextualKeyword.init(rawValue:)), startsDeclaration(before, declared: declared) {
            return stateStructureCandidates(word, before: before, declared: declared, rowStart: rowStart)
        }
        if first.isKeyword(.initial) { return before.count == 1 ? declared.states.map { item($0, .enumMember, withPayload: false) } : [] }
        if first.identifier.map(Keyword.isReserved) == true {
            return before.last?.kind == .colon ? Self.commonTypes.map { item($0, .typeParameter) } : []
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
        let hasOn = before.contains { $0.isKeyword(.on) }
        let action = before.firstIndex { $0.kind == .arrow || $0.isKeyword(.ignore) }
        let values = rowValues(rowStart: rowStart, before: before, declared: declared)
        if depth.brackets > 0 { return values + ["true", "false", "nil"].map { keyword($0) } }
        if depth.parens > 0 { return action == nil ? [] : values }
        guard let last = before.last else { return [] }
        if last.isKeyword(.on) { return declared.events.map { item($0, .event, withPayload: true) } }
        if last.kind == .arrow { return declared.states.map { item($0, .enumMember, withPayload: true) } }
        // The next item of a source list: states without patterns, and groups.
        if last.kind == .comma, !hasOn, action == nil { return declared.states.map { item($0, .enumMember, withPayload: false) } + groups(declared) }
        if let action, before[action].kind == .arrow, last.kind == .slash || last.kind == .comma {
            return declared.effects.map { item($0, .function, withPayload: true) }
        }
        if !hasOn { return [keyword("on")] }
        if action == nil { return [keyword("->"), keyword("ignore")] }
        return []
    }

    /// True when `group`, `entry` or `exit` starts a declaration here rather than naming a
    /// state of a row: a name follows it, or it is the only word and no state has its name.
    private func startsDeclaration(_ before: [Token], declared: Declared) -> Bool {
        guard before.count == 1 else { return before[1].identifier.map { !Keyword.isReserved($0) && $0 != "on" } ?? false }
        let word = before[0].identifier ?? ""
        return !declared.states.contains { $0.name.text == word } && !declared.groups.contains { $0.name.text == word }
    }

    /// After `group NAME =` and its commas: states and other groups. After `entry` or `exit`:
    /// states (with one name per label) and groups; effects after `/`; values in a guard or arguments.
    private func stateStructureCandidates(_ word: ContextualKeyword, before: [Token], declared: Declared, rowStart: Int?) -> [JSON] {
        guard let last = before.last else { return [] }
        if word == .group {
            guard last.kind == .equal || last.kind == .comma else { return [] }
            let name = before.count > 1 ? before[1].identifier : nil
            return declared.states.map { item($0, .enumMember, withPayload: false) } + groups(declared).filter { $0["label"] != name.map(JSON.string) }
        }
        if before.count == 1 { return declared.states.map { item($0, .enumMember, withPayload: true) } + groups(declared) }
        let open = before.reduce(into: (parens: 0, brackets: 0)) { depth, token in
            if token.kind == .leftParen { depth.parens += 1 } else if token.kind == .rightParen { depth.parens -= 1 }
            if token.kind == .leftBracket { depth.brackets += 1 } else if token.kind == .rightBracket { depth.brackets -= 1 }
        }
        let afterSlash = before.contains { $0.kind == .slash }
        let values = rowValues(rowStart: rowStart, before: before, declared: declared)
        if open.brackets > 0 { return values + ["true", "false", "nil"].map { keyword($0) } }
        if open.parens > 0 { return afterSlash ? values : [] }
        if afterSlash, last.kind == .slash || last.kind == .comma { return declared.effects.map { item($0, .function, withPayload: true) } }
        return []
    }

    private func groups(_ declared: Declared) -> [JSON] {
        declared.groups.map { item($0.name.text, .module, detail: "group " + $0.name.text + " = " + $0.members.map(\.text).joined(separator: ", ")) }
    }

    /// The names a row's guard or arguments can read: what it has bound, and the context.
    ///
    /// A row being typed does not parse, so the checker has not bound its names; then the
    /// names written in its patterns so far are offered, without types.
    private func rowValues(rowStart: Int?, before: [Token], declared: Declared) -> [JSON] {
        var bound = document.result.symbols.declarations.values
            .filter { if case .binding(let row, _) = $0.symbol { return row == rowStart } else { return false } }
            .sorted { $0.range.start < $1.range.start }
            .map { item($0.symbol.name, .variable, detail: $0.signature) }
        if bound.isEmpty {
            var depth = 0
            var names: [String] = []
            for token in before.prefix(while: { $0.kind != .leftBracket && $0.kind != .arrow }) {
                if token.kind == .leftParen { depth += 1 } else if token.kind == .rightParen { depth -= 1 }
                if depth > 0, let name = token.identifier, name != "_", !Keyword.isReserved(name), !names.contains(name) { names.append(name) }
            }
            bound = names.map { item($0, .variable) }
        }
        return bound + declared.context.map { item($0.name.text, .field, detail: "\($0.name.text): \($0.type)") }
    }

    /// A case, inserted with one name per payload label when `withPayload`, so the pattern has the right count.
    private func item(_ syntax: CaseDeclarationSyntax, _ kind: ItemKind, withPayload: Bool) -> JSON {
        let labels = syntax.parameters.map(\.name.text)
        let signature = "\(syntax.kind.rawValue) \(syntax.name.text)" + (labels.isEmpty ? "" : "(" + syntax.parameters.map { "\($0.name.text): \($0.type)" }.joined(separator: ", ") + ")")
        guard withPayload, !labels.isEmpty else { return item(syntax.name.text, kind, detail: signature) }
        let placeholders = snippets ? labels.enumerated().map { "${\($0 + 1):\($1)}" } : labels
        var object = item(syntax.name.text, kind, detail: signature)
        if case .object(var members) = object {
            members["insertText"] = .string(syntax.name.text + "(" + placeholders.joined(separator: ", ") + ")")
            members["insertTextFormat"] = .integer(snippets ? 2 : 1)
            object = .object(members)
        }
        return object
    }

    private func item(_ label: String, _ kind: ItemKind, detail: String? = nil) -> JSON {
        var object: [String: JSON] = ["label": .string(label), "kind": .integer(kind.rawValue)]
        if let detail { object["detail"] = .string(detail) }
        return .object(object)
    }

    private func keyword(_ word: String) -> JSON { item(word, .keyword) }

    private static let declarationKeywords = ["machine", "context", "initial", "state", "event", "effect", "group", "entry", "exit"]
    private static let commonTypes = ["Bool", "Int", "Double", "String", "UUID", "Date", "URL", "Data"]

    private static func declared(in tree: SpecSyntax) -> Declared {
        var cases: [CaseDeclarationSyntax] = []
        var context: [ParameterSyntax] = []
        var groups: [GroupSyntax] = []
        for declaration in tree.declarations {
            if case .cases(let syntax) = declaration { cases.append(syntax) }
            if case .context(_, let fields) = declaration { context += fields }
            if case .group(let group) = declaration { groups.append(group) }
        }
        return Declared(
            states: cases.filter { $0.kind == .state }, events: cases.filter { $0.kind == .event },
            effects: cases.filter { $0.kind == .effect }, context: context, groups: groups)
    }
}
