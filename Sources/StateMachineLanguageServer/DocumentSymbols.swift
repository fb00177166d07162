import StateMachineCompiler

/// `textDocument/documentSymbol`: the machine, with its context, states, groups, regions (each
/// holding its members), events, effects, entry and exit declarations and rows.
struct DocumentSymbols {
    let document: Document

    private enum Kind: Int {
        case namespace = 3
        case machine = 5
        case function = 12
        case field = 8
        case enumMember = 22
        case structure = 23
        case event = 24
        case operatorSymbol = 25
    }

    var symbols: JSON {
        let tree = document.result.parsed.syntax
        var machine: (name: NameSyntax, keyword: SourceRange)?
        var children: [JSON] = []
        for declaration in tree.declarations {
            switch declaration {
            case .machine(let keyword, let name):
                if machine == nil { machine = (name, keyword) }
            case .context(let keyword, let fields):
                let fieldSymbols = fields.map {
                    symbol($0.name.text, .field, range: $0.name.range.union($0.typeRange), selection: $0.name.range)
                }
                let range = fields.last.map { keyword.union($0.typeRange) } ?? keyword
                children.append(symbol("context", .structure, range: range, selection: keyword, children: fieldSymbols))
            case .cases(let syntax):
                let kind: Kind = syntax.kind == .state ? .enumMember : syntax.kind == .event ? .event : .function
                let end = syntax.durableKeyword ?? syntax.finalKeyword ?? syntax.parameters.last?.typeRange ?? syntax.name.range
                children.append(symbol(syntax.name.text, kind, range: syntax.keyword.union(end), selection: syntax.name.range))
            case .group(let group):
                children.append(symbol(group.name.text, .namespace, range: group.range, selection: group.name.range))
            case .region(let region):
                // A region holds its members: the machine is in one of them, and in one of every other region's.
                let members = region.members.map { member in
                    let kind: Kind = document.result.symbols.declarations[.state(member.text)] != nil ? .enumMember : .namespace
                    return symbol(member.text, kind, range: member.range, selection: member.range)
                }
                children.append(symbol(region.name.text, .namespace, range: region.range, selection: region.name.range, children: members))
            case .stateEffects(let declaration):
                children.append(
                    symbol(
                        "\(declaration.kind.rawValue) \(declaration.source.names)", .operatorSymbol,
                        range: declaration.range, selection: declaration.source.firstName?.range ?? declaration.keyword))
            case .row(let row):
                switch row.trigger {
                case .event(let event, _):
                    children.append(
                        symbol("\(row.source.names) on \(event.text)", .operatorSymbol, range: row.range, selection: event.range))
                case .after(let keyword, let duration):
                    let delay = keyword.union(duration.range)
                    children.append(
                        symbol(
                            "\(row.source.names) \(document.file.text(of: delay))", .operatorSymbol, range: row.range,
                            selection: delay))
                case .always(let keyword), .done(let keyword):
                    children.append(
                        symbol(
                            "\(row.source.names) \(document.file.text(of: keyword))", .operatorSymbol, range: row.range, selection: keyword)
                    )
                }
            case .history(let history):
                children.append(
                    symbol(
                        "\(document.file.text(of: history.firstWord.union(history.keyword))) \(history.group.text)", .operatorSymbol,
                        range: history.range, selection: history.group.range))
            case .initial, .invalidCase:
                break
            }
        }
        guard let machine else { return .array(children) }
        let whole = SourceRange(start: 0, end: document.file.bytes.count)
        return [symbol(machine.name.text, .machine, range: whole, selection: machine.name.range, children: children)]
    }

    private func symbol(_ name: String, _ kind: Kind, range: SourceRange, selection: SourceRange, children: [JSON] = []) -> JSON {
        var object: [String: JSON] = [
            "name": .string(name), "kind": .integer(kind.rawValue),
            "range": document.lines.range(range), "selectionRange": document.lines.range(selection),
        ]
        if !children.isEmpty { object["children"] = .array(children) }
        return .object(object)
    }
}
