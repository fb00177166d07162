/// Rename's binding rules: what a name at a position binds to (its declaration and every use,
/// from the symbol index), and whether a new name is free where the symbol lives. A payload
/// label is renamed in its declaration alone: patterns bind a payload by position, so no row
/// names it; the generated case's argument label follows, as a renamed state's case does.
extension Namespaces {
    /// The symbol a rename at `offset` would change, as written there.
    package func renamable(at offset: Int, in symbols: SymbolIndex) throws(RenameRefusal) -> SymbolIndex.Occurrence {
        guard let occurrence = symbols.occurrence(at: offset) else { throw .noSymbol }
        return occurrence
    }

    /// Every range to rewrite so the symbol at `offset` is called `newName`, in source order.
    package func rename(at offset: Int, to newName: String, in symbols: SymbolIndex) throws(RenameRefusal) -> [SourceRange] {
        let symbol = try renamable(at: offset, in: symbols).symbol
        guard NameRule.isName(newName) else { throw .notAName(newName) }
        guard !Keyword.isReserved(newName) else { throw .reservedWord(newName) }
        if let reason = clash(renaming: symbol, to: newName, in: symbols) {
            throw .clash(renaming: symbol.name, to: newName, reason: reason)
        }
        return symbols.occurrences(of: symbol).map(\.range)
    }

    /// What already answers to `newName` where the symbol lives, or `nil`: the namespaces'
    /// clash, and for a bound name its row's other bindings.
    private func clash(renaming symbol: SymbolIndex.Symbol, to newName: String, in symbols: SymbolIndex) -> String? {
        if let clash = clash(renaming: symbol, to: newName) { return clash.reason }
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
    fileprivate var isBinding: Bool {
        if case .binding = self { return true }
        return false
    }
}
