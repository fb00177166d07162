import Foundation

/// Runs a ``LanguageServer`` over standard input and output until `exit` or end of input.
public enum StandardIOTransport {
    /// Serves until the client sends `exit` or closes the pipe; returns the exit status.
    public static func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) -> Int32 {
        var server = LanguageServer()
        var framer = MessageFramer()
        while true {
            let data = input.availableData
            // End of input without `exit`: the client went away.
            if data.isEmpty { return server.exitCode ?? 1 }
            for frame in framer.append(data) {
                for reply in server.handle(frame) { output.write(MessageFramer.frame(reply.encoded)) }
                if let code = server.exitCode { return code }
            }
        }
    }
}

extension LanguageServer {
    /// Handles one frame of the input stream: a message, or bytes the framer had to skip,
    /// which get a parse error without an id (there is no request to answer).
    public mutating func handle(_ frame: MessageFramer.Frame) -> [JSON] {
        switch frame {
        case .message(let body):
            return handle(body)
        case .malformedHeader:
            let error = ResponseError(code: ResponseError.parseError, message: "a message needs a 'Content-Length' header")
            return [Self.error(id: .null, error)]
        }
    }
}
