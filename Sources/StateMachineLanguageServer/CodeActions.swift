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
                    let edit: JSON = ["range": document.lines.range(fixIt.range), "newText": .string(fixIt.replacement)]
                    return [
                        "title": .string(fixIt.message), "kind": "quickfix",
                        "diagnostics": [document.protocolDiagnostic(diagnostic)],
                        // The one fix of a diagnostic is the one to apply; of two, the user chooses.
                        "isPreferred": .bool(diagnostic.fixIts.count == 1),
                        "edit": ["changes": [document.uri: [edit]]],
                    ]
                }
            })
    }
}
