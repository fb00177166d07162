import StateMachineCompiler

/// What the server announces in its `initialize` result.
enum Capabilities {
    static let initializeResult: JSON = [
        "capabilities": [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": .integer(TextDocumentSyncKind.full.rawValue)],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "documentSymbolProvider": true,
            "completionProvider": ["triggerCharacters": [" ", "/", "[", "("]],
            "renameProvider": ["prepareProvider": true],
            "documentFormattingProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "semanticTokensProvider": [
                "legend": ["tokenTypes": .array(SemanticTokens.legend.map(JSON.string)), "tokenModifiers": []], "full": true,
            ],
        ],
        "serverInfo": ["name": "statemachine-gen", "version": "0.1.0"],
    ]
}

extension LanguageServer {
    typealias RequestHandler = @Sendable (LanguageServer, Document, JSON) throws(ResponseError) -> JSON

    /// The requests answered about an open document, by method.
    static let requests: [String: RequestHandler] = [
        "textDocument/hover": { _, document, params throws(ResponseError) in
            Navigation(document: document).hover(try position(params, in: document))
        },
        "textDocument/definition": { _, document, params throws(ResponseError) in
            Navigation(document: document).definition(try position(params, in: document))
        },
        "textDocument/references": { _, document, params throws(ResponseError) in
            Navigation(document: document).references(
                try position(params, in: document), includeDeclaration: params["context"]?["includeDeclaration"]?.bool ?? true)
        },
        "textDocument/documentSymbol": { _, document, _ in DocumentSymbols(document: document).symbols },
        "textDocument/completion": { server, document, params throws(ResponseError) in
            Completion(document: document, snippets: server.snippetSupport).items(at: try position(params, in: document))
        },
        "textDocument/prepareRename": { _, document, params throws(ResponseError) in
            try Rename(document: document).prepare(at: try position(params, in: document))
        },
        "textDocument/rename": { _, document, params throws(ResponseError) in
            guard let newName = params["newName"]?.string else { throw .invalidParams("missing 'newName'") }
            return try Rename(document: document).edit(at: try position(params, in: document), to: newName)
        },
        "textDocument/codeAction": { _, document, params throws(ResponseError) in
            CodeActions(document: document).quickFixes(touching: try range(params, in: document))
        },
        "textDocument/formatting": { _, document, _ throws(ResponseError) in try Formatting.edits(for: document) },
        "textDocument/semanticTokens/full": { _, document, _ in SemanticTokens(document: document).encoded },
    ]

    /// The byte range of `params.range`.
    static func range(_ params: JSON, in document: Document) throws(ResponseError) -> SourceRange {
        guard let start = position(params["range"]?["start"]), let end = position(params["range"]?["end"]) else {
            throw .invalidParams("missing 'range'")
        }
        let (startOffset, endOffset) = (document.lines.offset(of: start), document.lines.offset(of: end))
        return SourceRange(start: min(startOffset, endOffset), end: max(startOffset, endOffset))
    }

    /// The byte offset of `params.position`.
    static func position(_ params: JSON, in document: Document) throws(ResponseError) -> Int {
        guard let position = position(params["position"]) else { throw .invalidParams("missing 'position'") }
        return document.lines.offset(of: position)
    }

    private static func position(_ json: JSON?) -> LineIndex.Position? {
        guard let line = json?["line"]?.integer, let character = json?["character"]?.integer else { return nil }
        return LineIndex.Position(line: line, character: character)
    }
}
