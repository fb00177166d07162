import StateMachineCompiler

/// `textDocument/rename` and `prepareRename`: the compiler's namespaces say what a name at a
/// position binds to and whether the new name is free; the server only translates positions
/// and spells the edit.
struct Rename {
    let document: Document

    private var namespaces: Namespaces { document.result.namespaces }

    func prepare(at offset: Int) throws(ResponseError) -> JSON {
        let occurrence: SymbolIndex.Occurrence
        do {
            occurrence = try namespaces.renamable(at: offset, in: document.result.symbols)
        } catch {
            throw .failed(error.message)
        }
        return ["range": document.lines.range(occurrence.range), "placeholder": .string(occurrence.symbol.name)]
    }

    func edit(at offset: Int, to newName: String) throws(ResponseError) -> JSON {
        let ranges: [SourceRange]
        do {
            ranges = try namespaces.rename(at: offset, to: newName, in: document.result.symbols)
        } catch {
            throw .failed(error.message)
        }
        let edits: [JSON] = ranges.map { ["range": document.lines.range($0), "newText": .string(newName)] }
        return ["changes": [document.uri: .array(edits)]]
    }
}
