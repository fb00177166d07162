import Foundation

/// Cuts the byte stream of standard input into JSON-RPC message bodies, each announced by
/// a `Content-Length` header and a blank line.
public struct MessageFramer {
    public enum Frame: Equatable, Sendable {
        case message(Data)
        /// A header block without a usable `Content-Length`, or one announcing too much:
        /// answered with a parse error and skipped.
        case malformedHeader
    }

    /// Larger bodies are refused, like larger spec files.
    public static let maximumLength = 64 << 20

    private var buffer = Data()
    /// The body length announced by the last header, while its bytes are still arriving.
    private var pendingLength: Int?

    public init() {}

    public mutating func append(_ data: Data) -> [Frame] {
        buffer.append(data)
        var frames: [Frame] = []
        while true {
            if let length = pendingLength {
                guard buffer.count >= length else { break }
                frames.append(.message(Data(buffer.prefix(length))))
                buffer = Data(buffer.dropFirst(length))
                pendingLength = nil
                continue
            }
            guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else {
                // A header is a few dozen bytes; a long run without its end is not one.
                if buffer.count > 4096 {
                    buffer = Data()
                    frames.append(.malformedHeader)
                }
                break
            }
            let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            buffer = Data(buffer[end.upperBound...])
            guard let length = Self.contentLength(in: header), length <= Self.maximumLength else {
                frames.append(.malformedHeader)
                continue
            }
            pendingLength = length
        }
        return frames
    }

    private static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            return Int(parts[1].trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
        }
        return nil
    }

    /// A body with its header, ready to write.
    public static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
