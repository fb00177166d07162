import Foundation

/// The bytes before a blank line, read as JSON-RPC header fields.
struct HeaderBlock {
    private let bytes: [UInt8]
    /// Where the last `Content-Length:` field name starts, matched without regard to case.
    private let fieldStart: Int?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        fieldStart = Self.lastIndex(of: Array("content-length:".utf8), in: bytes)
    }

    /// The announced body length: the digits after the last `Content-Length:`, up to its line's end.
    var contentLength: Int? {
        guard let fieldStart else { return nil }
        let valueStart = fieldStart + "content-length:".utf8.count
        let lineEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\r")) ?? bytes.endIndex
        let value = String(decoding: bytes[valueStart..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(value)
    }

    /// Whether bytes other than `Name: value` lines precede the `Content-Length` field.
    var hasGarbageBeforeContentLength: Bool {
        guard let fieldStart, fieldStart > 0 else { return false }
        guard fieldStart >= 2, bytes[fieldStart - 2] == UInt8(ascii: "\r"), bytes[fieldStart - 1] == UInt8(ascii: "\n") else { return true }
        let lines = bytes[..<(fieldStart - 2)].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return !lines.allSatisfy(Self.isField)
    }

    /// `Name: value`, the line break's `\r` included: a token name, a colon, printable ASCII.
    private static func isField(_ line: ArraySlice<UInt8>) -> Bool {
        var line = line
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return false }
        let isToken = line[..<colon].allSatisfy {
            $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF)
        }
        return isToken && line[colon...].allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x09 }
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1) {
            // ASCII lower case: letters only differ in bit 0x20; `-` and `:` match exactly.
            if needle.indices.allSatisfy({ needle[$0] == haystack[start + $0] | (needle[$0] >= 0x61 ? 0x20 : 0) }) { return start }
        }
        return nil
    }
}
