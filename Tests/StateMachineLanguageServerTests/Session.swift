import Foundation
import StateMachineLanguageServer

/// A language server driven in process, one JSON message at a time.
struct Session {
    var server = LanguageServer()
    private var nextID = 1
    let uri = "file:///specs/test.sm"

    mutating func send(_ message: JSON) -> [JSON] {
        server.handle(message.encoded)
    }

    /// Sends a request and returns its response (the one reply carrying its id).
    mutating func request(_ method: String, _ params: JSON = [:]) -> JSON {
        let id = nextID
        nextID += 1
        return send(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]).first { $0["id"] == .integer(id) }
            ?? .null
    }

    mutating func notify(_ method: String, _ params: JSON) -> [JSON] {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// `initialize`, `initialized`, then `didOpen` of `text`; returns the diagnostics published.
    @discardableResult
    mutating func open(_ text: String) -> JSON {
        _ = request("initialize", ["capabilities": [:]])
        _ = notify("initialized", [:])
        return notify(
            "textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "sm", "version": 1, "text": .string(text)]]
        )
        .first?["params"]?["diagnostics"] ?? .null
    }

    mutating func at(_ method: String, line: Int, character: Int, _ extra: [String: JSON] = [:]) -> JSON {
        var params: [String: JSON] = [
            "textDocument": ["uri": .string(uri)], "position": ["line": .integer(line), "character": .integer(character)],
        ]
        params.merge(extra) { _, new in new }
        return request(method, .object(params))
    }
}

func range(_ line: Int, _ start: Int, _ end: Int) -> JSON {
    ["start": ["line": .integer(line), "character": .integer(start)], "end": ["line": .integer(line), "character": .integer(end)]]
}
