import StateMachineCompiler

/// `textDocument/rename` of a state, group, event, effect, context field or bound name,
/// refused when the new name is not a name or would clash with one already there (states
/// and groups share a namespace, and a group's `isNAME` must not spell a state or another
/// group's property).
struct Rename {
    let document: Document

    private var symbols: SymbolIndex { document.result.symbols }

    func prepare(at offset: Int) throws(ResponseError) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset) else {
            throw .failed("only states, groups, events, effects, context fields and bound names can be renamed")
        }
        return ["range": document.lines.range(occurrence.range), "placeholder": .string(occurrence.symbol.name)]
    }

    func edit(at offset: Int, to newName: String) throws(ResponseError) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset) else {
            throw .failed("only states, groups, events, effects, context fields and bound names can be renamed")
        }
        let symbol = occurrence.symbol
        guard NameRule.isName(newName) else { throw .failed("'\(newName)' is not a valid name") }
        guard !Keyword.isReserved(newName) else { throw .failed("'\(newName)' is a reserved word") }
        if let clash = clash(renaming: symbol, to: newName) { throw .failed("cannot rename '\(symbol.name)' to '\(newName)': \(clash)") }
        let edits: [JSON] = symbols.occurrences(of: symbol).map { ["range": document.lines.range($0.range), "newText": .string(newName)] }
        return ["changes": [document.uri: .array(edits)]]
    }

    /// What already answers to `newName` where the symbol lives, or `nil`.
    private func clash(renaming symbol: SymbolIndex.Symbol, to newName: String) -> String? {
        guard newName != symbol.name else { return nil }
        let declared = Set(symbols.declarations.keys)
        switch symbol {
        case .state:
            return stateOrGroupClash(newName, declared: declared)
                ?? declared.first { $0.isGroup && StateGroup.propertyName(for: $0.name) == newName }
                .map { "group '\($0.name)' generates 'State.\(newName)'" }
        case .group:
            let property = StateGroup.propertyName(for: newName)
            return stateOrGroupClash(newName, declared: declared)
                ?? (declared.contains(.state(property)) ? "'State.\(property)' would clash with state '\(property)'" : nil)
                ?? declared.first { $0.isGroup && $0 != symbol && StateGroup.propertyName(for: $0.name) == property }
                .map { "group '\($0.name)' already generates 'State.\(property)'" }
        case .event:
            return declared.contains(.event(newName)) ? "an event '\(newName)' already exists" : nil
        case .effect:
            return declared.contains(.effect(newName)) ? "an effect '\(newName)' already exists" : nil
        case .contextField:
            if declared.contains(.contextField(newName)) { return "a context field '\(newName)' already exists" }
            return declared.contains { $0.name == newName && $0.isBinding }
                ? "a row binds '\(newName)', which would shadow the context field" : nil
        case .binding(let row, _):
            if declared.contains(.binding(row: row, name: newName)) { return "the row already binds '\(newName)'" }
            return declared.contains(.contextField(newName)) ? "'\(newName)' is a context field" : nil
        }
    }

    private func stateOrGroupClash(_ newName: String, declared: Set<SymbolIndex.Symbol>) -> String? {
        if declared.contains(.state(newName)) { return "a state '\(newName)' already exists" }
        return declared.contains(.group(newName)) ? "a group '\(newName)' already exists" : nil
    }
}

extension SymbolIndex.Symbol {
    var isBinding: Bool {
        if case .binding = self { return true }
        return false
    }

    var isGroup: Bool {
        if case .group = self { return true }
        return false
    }
}
