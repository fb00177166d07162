import StateMachineCompiler

/// Hover, go to definition and references, all read from the checker's symbol index; hover
/// on a contextual keyword reads what the compiler's language facts say it does.
struct Navigation {
    let document: Document

    private var symbols: SymbolIndex { document.result.symbols }

    func hover(_ offset: Int) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset), let declaration = symbols.declarations[occurrence.symbol] else {
            // `after`, `stays` and `during` name no symbol: the compiler says what they do.
            guard let (text, range) = document.result.keywordExplanation(at: offset) else { return .null }
            return hover(text, at: range)
        }
        var text = "```sm\n\(declaration.signature)\n```"
        switch occurrence.symbol {
        case .binding:
            text += "\n\nbound at line \(document.file.location(of: declaration.range.start).line)"
        case .contextField:
            text += "\n\ncontext field"
        case .payloadLabel(let kind, let declaration, _):
            text += "\n\nfield of \(kind.rawValue) `\(declaration)`"
        case .group(let name) where isRegion(name):
            let states = statesIn(group: name).map { " is one of \($0): the machine is in one state of each region at once" }
            text += "\n\n`state.\(name)`" + (states ?? "")
        case .group(let name):
            text += "\n\n`state.\(StateGroup.propertyName(for: name))`" + (statesIn(group: name).map { " is true in " + $0 } ?? "")
        case .state, .event, .effect:
            break
        }
        if declaration.isSensitive {
            text += "\n\n`sensitive`: shown as `<redacted>` in the generated descriptions and mirrors"
        }
        return hover(text, at: occurrence.range)
    }

    private func hover(_ markdown: String, at range: SourceRange) -> JSON {
        ["contents": ["kind": "markdown", "value": .string(markdown)], "range": document.lines.range(range)]
    }

    /// Where the name is declared; for a name repeated in a row's patterns, where it was first bound.
    func definition(_ offset: Int) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset), let declaration = symbols.declarations[occurrence.symbol] else {
            return .null
        }
        return location(declaration.range)
    }

    func references(_ offset: Int, includeDeclaration: Bool) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset) else { return .null }
        let declaration = symbols.declarations[occurrence.symbol]?.range
        return .array(
            symbols.occurrences(of: occurrence.symbol)
                .filter { includeDeclaration || $0.range != declaration }
                .map { location($0.range) })
    }

    /// Whether the group is a region, whose generated property holds its state; false while the spec has errors.
    private func isRegion(_ name: String) -> Bool {
        document.result.machine?.groups.first { $0.name == name }?.isRegion ?? false
    }

    /// The group's states, through nested groups; `nil` while the spec has errors.
    private func statesIn(group name: String) -> String? {
        guard let machine = document.result.machine, let group = machine.groups.firstIndex(where: { $0.name == name }) else { return nil }
        return machine.membership.states(inGroup: group).map { "`\(machine.states[$0].name)`" }.joined(separator: ", ")
    }

    private func location(_ range: SourceRange) -> JSON {
        ["uri": .string(document.uri), "range": document.lines.range(range)]
    }
}
