/// A JSON-RPC error: a code from the specification and a message for the user.
struct ResponseError: Error {
    let code: Int
    let message: String

    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
    static let requestFailed = -32803

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParams, message: message) }
    static func failed(_ message: String) -> ResponseError { ResponseError(code: requestFailed, message: message) }
}
