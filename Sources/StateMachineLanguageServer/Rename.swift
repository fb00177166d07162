import StateMachineCompiler

/// `textDocument/rename` of a state, event, effect, context field or bound name, refused
/// when the new name is not a name or would clash with one already there.
struct Rename {
    let document: Document

    private var symbols: SymbolIndex { document.result.symbols }

    func prepare(at offset: Int) throws(ResponseError) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset) else { throw .failed("only states, events, effects, context fields and bound names can be renamed") }
        return ["range": document.lines.range(occurrence.range), "placeholder": .string(occurrence.symbol.name)]
    }

    func edit(at offset: Int, to newName: String) throws(ResponseError) -> JSON {
        guard let occurrence = symbols.occurrence(at: offset) else { throw .failed("only states, events, effects, context fields and bound names can be renamed") }
        let symbol = occurrence.symbol
        guard Self.isName(newName) else { throw .failed("'\(newName)' is not a valid name") }
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
            return declared.contains(.state(newName)) ? "a state '\(newName)' already exists" : nil
        case .event:
            return declared.contains(.event(newName)) ? "an event '\(newName)' already exists" : nil
        case .effect:
            return declared.contains(.effect(newName)) ? "an effect '\(newName)' already exists" : nil
        case .contextField:
            if declared.contains(.contextField(newName)) { return "a context field '\(newName)' already exists" }
            return declared.contains { $0.name == newName && $0.isBinding } ? "a row binds '\(newName)', which would shadow the context field" : nil
        case .binding(let row, _):
            if declared.contains(.binding(row: row, name: newName)) { return "the row already binds '\(newName)'" }
            return declared.contains(.contextField(newName)) ? "'\(newName)' is a context field" : nil
        }
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isNameStart, text != "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.isNameStart || ("0"..."9").contains($0) }
    }
}

extension SymbolIndex.Symbol {
    var isBinding: Bool {
        if case .binding = self { return true }
        return false
    }
}

extension Unicode.Scalar {
    /// What the lexer accepts at the start of a name: ASCII letters and `_`.
    var isNameStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
}
