import StateMachineCompiler

/// `textDocument/codeAction`: the checker's fix-its, as quick fixes for the diagnostics that
/// touch the requested range. Every suggestion comes from the diagnostic; none is looked up here.
struct CodeActions {
    let document: Document

    func quickFixes(touching range: SourceRange) -> JSON {
        let touching = document.result.diagnostics.filter { $0.range.start <= range.end && range.start <= $0.range.end }
        return .array(
            touching.flatMap { diagnostic in
                diagnostic.fixIts.map { fixIt in
                    let edits: [JSON] = fixIt.edits.map { ["range": document.lines.range($0.range), "newText": .string($0.replacement)] }
                    return [
                        "title": .string(fixIt.message), "kind": "quickfix",
                        "diagnostics": [document.protocolDiagnostic(diagnostic)],
                        // The one fix of a diagnostic is the one to apply; of two, the user chooses.
                        "isPreferred": .bool(diagnostic.fixIts.count == 1),
                        "edit": ["changes": [document.uri: .array(edits)]],
                    ]
                }
            })
    }
}
