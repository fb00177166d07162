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
                let replies: [JSON]
                switch frame {
                case .message(let body):
                    replies = server.handle(body)
                case .malformedHeader:
                    replies = [
                        LanguageServer.error(
                            id: .null, ResponseError(code: ResponseError.parseError, message: "a message needs a 'Content-Length' header"))
                    ]
                }
                for reply in replies { output.write(MessageFramer.frame(reply.encoded)) }
                if let code = server.exitCode { return code }
            }
        }
    }
}
