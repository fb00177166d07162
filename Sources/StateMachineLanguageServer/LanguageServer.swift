import Foundation
import StateMachineCompiler

/// The Language Server Protocol over the compiler: one message in, the messages to send out.
///
/// A value with no I/O, so tests drive it directly; ``StandardIOTransport`` connects it to
/// an editor. Every answer comes from the compiler's stages (checker, symbol index,
/// formatter); the server only translates positions and shapes.
public struct LanguageServer {
    private enum Phase {
        case uninitialized, running, shutDown
    }

    private var phase = Phase.uninitialized
    var documents: [String: Document] = [:]
    /// Whether the client expands `${1:label}` placeholders in completions.
    var snippetSupport = false
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitCode: Int32?

    public init() {}

    /// Handles one message body and returns the responses and notifications to send.
    public mutating func handle(_ body: Data) -> [JSON] {
        guard let message = JSON.parse(body) else {
            return [Self.error(id: .null, ResponseError(code: ResponseError.parseError, message: "the message is not JSON"))]
        }
        guard case .object = message else {
            return [Self.error(id: .null, ResponseError(code: ResponseError.invalidRequest, message: "a message is a JSON object"))]
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to a request of ours; the server sends none, so there is nothing to match.
            if id != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [
                Self.error(
                    id: Self.validID(id) ?? .null, ResponseError(code: ResponseError.invalidRequest, message: "a request needs a 'method'"))
            ]
        }
        let params = message["params"] ?? .null
        guard let id else { return notification(method, params) }
        guard let validID = Self.validID(id) else {
            return [
                Self.error(id: .null, ResponseError(code: ResponseError.invalidRequest, message: "a request id is a number or a string"))
            ]
        }
        do {
            return [["jsonrpc": "2.0", "id": validID, "result": try request(method, params)]]
        } catch {
            return [Self.error(id: validID, error)]
        }
    }

    private mutating func request(_ method: String, _ params: JSON) throws(ResponseError) -> JSON {
        switch (phase, method) {
        case (.uninitialized, "initialize"):
            snippetSupport = params["capabilities"]?["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
            phase = .running
            return Capabilities.initializeResult
        case (.uninitialized, _):
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized yet")
        case (.shutDown, _):
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down")
        case (.running, "initialize"):
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is already initialized")
        case (.running, "shutdown"):
            phase = .shutDown
            return .null
        case (.running, _):
            guard let handler = Self.requests[method] else {
                throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method '\(method)'")
            }
            return try handler(self, try document(for: params), params)
        }
    }

    private mutating func notification(_ method: String, _ params: JSON) -> [JSON] {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        let uri = params["textDocument"]?["uri"]?.string
        switch method {
        case "textDocument/didOpen":
            guard let uri, let text = params["textDocument"]?["text"]?.string else { return [] }
            return open(uri, version: params["textDocument"]?["version"]?.integer ?? 0, text: text)
        case "textDocument/didChange":
            // Full sync: the last change holds the whole text.
            guard let uri, documents[uri] != nil, let text = params["contentChanges"]?.array?.last?["text"]?.string else { return [] }
            return open(uri, version: params["textDocument"]?["version"]?.integer ?? 0, text: text)
        case "textDocument/didClose":
            guard let uri else { return [] }
            documents[uri] = nil
            return [["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": .string(uri), "diagnostics": []]]]
        default:
            return []
        }
    }

    private mutating func open(_ uri: String, version: Int, text: String) -> [JSON] {
        // The replaced version, tokens and syntax tree included, is freed first: the new check
        // then reuses its memory while the allocator still has it at hand.
        documents[uri] = nil
        let document = Document(uri: uri, version: version, text: text)
        documents[uri] = document
        return [document.diagnosticsNotification]
    }

    private func document(for params: JSON) throws(ResponseError) -> Document {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("missing 'textDocument.uri'") }
        guard let document = documents[uri] else { throw .invalidParams("'\(uri)' is not open") }
        return document
    }

    private static func validID(_ id: JSON?) -> JSON? {
        switch id {
        case .integer?, .string?: return id
        default: return nil
        }
    }

    static func error(id: JSON, _ error: ResponseError) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .integer(error.code), "message": .string(error.message)]]
    }
}
