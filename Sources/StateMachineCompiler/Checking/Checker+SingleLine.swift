extension Checker {
    /// The row on one line: whitespace runs become one space and `//` comments between
    /// its lines are dropped (string literals are kept as written).
    ///
    /// Works on UTF-8 bytes, as the lexer does: every byte it looks at is ASCII, and
    /// walking `Character`s made this the checker's most expensive step on large specs.
    static func singleLine(_ text: String) -> String {
        let space = UInt8(ascii: " ")
        let slash = UInt8(ascii: "/")
        let newline = UInt8(ascii: "\n")
        // Most rows are already written that way; they are returned without a copy.
        if text.utf8.withContiguousStorageIfAvailable(isSingleLine) ?? isSingleLine(text.utf8) { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var inString = false
        var escaped = false
        var inComment = false
        var previous = space
        for byte in text.utf8 {
            if inComment {
                if byte.isLineBreak { inComment = false }
                continue
            }
            if !inString, byte == slash, previous == slash {
                result.removeLast()
                inComment = true
                continue
            }
            if inString, escaped {
                escaped = false
            } else if inString, byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString.toggle()
            }
            let isSpace = !inString && (byte == space || byte == UInt8(ascii: "\t") || byte == newline || byte == UInt8(ascii: "\r"))
            if isSpace {
                if result.last != space { result.append(space) }
            } else {
                result.append(byte)
            }
            previous = byte
        }
        // Runs are already single spaces, so at most one is left at either end.
        var trimmed = result[...]
        if trimmed.first == space { trimmed.removeFirst() }
        if trimmed.last == space { trimmed.removeLast() }
        return String(decoding: trimmed, as: UTF8.self)
    }

    /// True when ``singleLine(_:)`` has nothing to change: no line break, tab, run of
    /// spaces, `//` or space at either end.
    private static func isSingleLine(_ bytes: some BidirectionalCollection<UInt8>) -> Bool {
        let space = UInt8(ascii: " ")
        let slash = UInt8(ascii: "/")
        guard bytes.first != space, bytes.last != space else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
            case space where previous == space, slash where previous == slash: return false
            default: previous = byte
            }
        }
        return true
    }
}
