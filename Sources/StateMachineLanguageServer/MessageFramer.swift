import Foundation

/// Cuts the byte stream of standard input into JSON-RPC message bodies, each announced by
/// a `Content-Length` header and a blank line.
///
/// One bad frame costs one error, not the session: a header block is read up to its blank
/// line and its last `Content-Length` field wins, whatever precedes it on the line (the rest
/// of a body whose announced length was too short, or garbage that ended mid-line).
public struct MessageFramer {
    public enum Frame: Equatable, Sendable {
        case message(Data)
        /// A header block without a usable `Content-Length`, one announcing too much, or
        /// bytes before a header that are not header lines: answered with a parse error and skipped.
        case malformedHeader
    }

    /// Larger bodies are refused, like larger spec files.
    public static let maximumLength = 64 << 20
    /// A header is a few dozen bytes; a longer run without a blank line is not one.
    static let maximumHeaderLength = 4096

    private var buffer = Data()
    /// The body length announced by the last header, while its bytes are still arriving.
    private var pendingLength: Int?

    public init() {}

    public mutating func append(_ data: Data) -> [Frame] {
        buffer.append(data)
        var frames: [Frame] = []
        while let frame = nextFrame() { frames.append(frame) }
        return frames
    }

    private mutating func nextFrame() -> Frame? {
        if let length = pendingLength {
            guard buffer.count >= length else { return nil }
            let body = Data(buffer.prefix(length))
            buffer = Data(buffer.dropFirst(length))
            pendingLength = nil
            return .message(body)
        }
        guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else {
            guard buffer.count > Self.maximumHeaderLength else { return nil }
            // Keep a tail that may be the start of the next header.
            buffer = Data(buffer.suffix(Self.maximumHeaderLength / 2))
            return .malformedHeader
        }
        let header = HeaderBlock(Array(buffer[buffer.startIndex..<end.lowerBound]))
        buffer = Data(buffer[end.upperBound...])
        guard let length = header.contentLength, length <= Self.maximumLength else { return .malformedHeader }
        pendingLength = length
        return header.hasGarbageBeforeContentLength ? .malformedHeader : nextFrame()
    }

    /// A body with its header, ready to write.
    public static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
