/// A piece of generated Swift built fragment by fragment, as UTF-8 bytes.
///
/// Appending a `String` to a `String` checks for a grapheme boundary at every seam, about
/// 330 instructions an append however much room the string has; generated code is ASCII
/// names and punctuation, and appending their bytes costs a copy. Rows' calls, patterns and
/// `case` lists are built here and become a `String` (or a line) once, when complete.
struct SwiftText {
    private(set) var utf8: [UInt8] = []

    init(_ start: String = "") {
        utf8.append(contentsOf: start.utf8)
    }

    var byteCount: Int { utf8.count }

    var isEmpty: Bool { utf8.isEmpty }

    /// The text as a `String`, for the writers that still take one.
    var string: String { String(decoding: utf8, as: UTF8.self) }

    static func += (text: inout SwiftText, fragment: String) {
        text.utf8.append(contentsOf: fragment.utf8)
    }

    static func += (text: inout SwiftText, fragment: SwiftText) {
        text.utf8.append(contentsOf: fragment.utf8)
    }

    /// `items` separated by `separator`.
    mutating func append(_ items: [String], separator: String) {
        for (index, item) in items.enumerated() {
            if index > 0 { self += separator }
            self += item
        }
    }
}

extension SwiftCodeWriter {
    /// Writes `text` as one line at the current indentation, as ``line(_:)-(String)`` does.
    mutating func line(_ text: SwiftText) {
        text.utf8.withUnsafeBufferPointer { append(line: $0) }
    }
}
