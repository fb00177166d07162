import StateMachineCompiler

/// `textDocument/rename` of a state, group, event, effect, context field, payload label or
/// bound name, refused when the new name is not a name or would clash with one already there
/// (states and groups share a namespace, and a group's `isNAME` must not spell a state or
/// another group's property; a label, another label of its payload). A payload label is
/// renamed in its declaration alone: patterns bind a payload by position, so no row names it;
/// the generated case's argument label follows, as a renamed state's case does.
struct Rename {
    let document: Document

    private var symbols: SymbolIndex { document.result.symbols }

    func prepare(at offset: Int) throws(ResponseError) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset) else {
            throw .failed("only states, groups, events, effects, context fields, payload labels and bound names can be renamed")
        }
        return ["range": document.lines.range(occurrence.range), "placeholder": .string(occurrence.symbol.name)]
    }

    func edit(at offset: Int, to newName: String) throws(ResponseError) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset) else {
            throw .failed("only states, groups, events, effects, context fields, payload labels and bound names can be renamed")
        }
        let symbol = occurrence.symbol
        guard NameRule.isName(newName) else { throw .failed("'\(newName)' is not a valid name") }
        guard !Keyword.isReserved(newName) else { throw .failed("'\(newName)' is a reserved word") }
        if let clash = clash(renaming: symbol, to: newName) { throw .failed("cannot rename '\(symbol.name)' to '\(newName)': \(clash)") }
        let edits: [JSON] = symbols.occurrences(of: symbol).map { ["range": document.lines.range($0.range), "newText": .string(newName)] }
        return ["changes": [document.uri: .array(edits)]]
    }

    /// What already answers to `newName` where the symbol lives, or `nil`: the checker's
    /// namespaces decide, and a bound name must not be bound twice in its row.
    private func clash(renaming symbol: SymbolIndex.Symbol, to newName: String) -> String? {
        if let clash = document.result.namespaces.clash(renaming: symbol, to: newName) { return clash.reason }
        guard newName != symbol.name else { return nil }
        switch symbol {
        case .binding(let row, _) where symbols.declarations[.binding(row: row, name: newName)] != nil:
            return "the row already binds '\(newName)'"
        case .contextField where symbols.declarations.keys.contains(where: { $0.isBinding && $0.name == newName }):
            return "a row binds '\(newName)', which would shadow the context field"
        default:
            return nil
        }
    }
}

extension SymbolIndex.Symbol {
    var isBinding: Bool {
        if case .binding = self { return true }
        return false
    }
}
