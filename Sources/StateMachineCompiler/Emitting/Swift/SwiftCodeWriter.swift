/// Accumulates Swift source with four-space indentation, the style the examples use.
struct SwiftCodeWriter {
    /// UTF-8 bytes rather than a `String`: appending bytes skips the string's per-append
    /// bookkeeping, and generated giants have hundreds of thousands of lines.
    private var bytes: [UInt8] = []
    private(set) var depth: Int

    /// A writer whose lines start `depth` levels deep, for text appended to another later.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// Everything written so far, as UTF-8.
    var utf8: [UInt8] { bytes }

    /// Writes a line built elsewhere; a literal or interpolation goes to ``line(_:)-(Line)``.
    @_disfavoredOverload
    mutating func line(_ content: String = "") {
        var content = content
        content.withUTF8 { append(line: $0) }
    }

    /// Writes one line at the current indentation (none when it is empty). Spec text in it
    /// (a row in a comment, the spec's file name) is escaped here, once for every emitter.
    mutating func append(line content: UnsafeBufferPointer<UInt8>) {
        if !content.isEmpty {
            var indentation = depth * 4
            while indentation > 0 {
                let run = min(indentation, Self.spaces.count)
                bytes.append(contentsOf: Self.spaces[..<run])
                indentation -= run
            }
            if content.contains(where: SwiftSourceText.mayNeedEscaping) {
                bytes.append(contentsOf: SwiftSourceText.escaped(String(decoding: content, as: UTF8.self), for: .line).utf8)
            } else {
                bytes.append(contentsOf: content)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Indentation is copied from here in runs rather than appended a space at a time.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Writes one line at the start of the line whatever the depth, as compiler directives are.
    mutating func unindentedLine(_ content: String) {
        let kept = depth
        depth = 0
        line(content)
        depth = kept
    }

    /// Appends what another writer wrote, as it stands.
    mutating func append(_ other: SwiftCodeWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    /// The width no generated test or scenario line passes, comments included.
    static let generatedWidth = 150

    /// True when `content` fits `width` columns (120 unless said) at the current indentation.
    func fits(_ content: String, width: Int = 120) -> Bool {
        fits(byteCount: content.utf8.count, content, width: width)
    }

    /// ``fits(_:width:)`` for text of `byteCount` UTF-8 bytes, built only when its bytes
    /// alone would not fit: a line grown piece by piece is then joined only at its end.
    func fits(byteCount: Int, _ content: @autoclosure () -> String, width: Int = 120) -> Bool {
        // Counting bytes is cheap and never undercounts characters; count characters only
        // when the bytes alone would not fit.
        let room = width - depth * 4
        return byteCount <= room || content().count <= room
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    @_disfavoredOverload
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftCodeWriter) -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// Writes lines one level deeper without braces (switch case bodies).
    mutating func indented(_ body: (inout SwiftCodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }
}
