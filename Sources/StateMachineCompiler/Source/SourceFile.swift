/// A spec's text as UTF-8 bytes, with the path it was named by on the command line.
///
/// Offsets are byte offsets; lines and columns are 1-based and columns count UTF-8
/// bytes, the way swiftc reports them, so editors land on the same spot. A line ends at
/// `\n`, `\r\n` or a lone `\r`, as it does for Swift and the Language Server Protocol: a
/// line number the editor, the compiler and the generated `#sourceLocation` give is one line.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; always holds at least one entry.
    let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var offset = 0
        // A file over the limit is refused at 1:1 and never lexed: its lines are not counted.
        while offset < min(bytes.count, SpecLoader.maximumSize + 1) {
            if let end = Self.lineBreakLength(in: bytes, at: offset) {
                offset += end
                starts.append(offset)
            } else {
                offset += 1
            }
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Larger than ``SpecLoader/maximumSize``: refused by ``Pipeline/lex(_:)``, located at 1:1 only.
    var isTooLarge: Bool { bytes.count > SpecLoader.maximumSize }

    /// The length of the line break at `offset` (2 for `\r\n`), or nil when none starts there.
    static func lineBreakLength(in bytes: [UInt8], at offset: Int) -> Int? {
        switch bytes[offset] {
        case UInt8(ascii: "\n"): 1
        case UInt8(ascii: "\r"): offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
        default: nil
        }
    }

    /// The line and column of a byte offset; offsets past the end map to the end.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The byte offset at which a 1-based line starts; nil past the last line.
    public func startOfLine(_ line: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return lineStarts[line - 1]
    }

    /// The source text of a range, as written.
    public func text(of range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A 1-based line and UTF-8 column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of byte offsets into a ``SourceFile``.
public struct SourceRange: Hashable, Sendable {
    public let start: Int
    public let end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}

extension UInt8 {
    /// `\n` or `\r`: a byte that ends a line, alone or as `\r\n`.
    var isLineBreak: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
}
