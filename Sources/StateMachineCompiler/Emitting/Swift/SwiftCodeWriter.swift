/// Accumulates Swift source with four-space indentation, the style the examples use.
struct SwiftCodeWriter {
    private(set) var text = ""
    private(set) var depth: Int

    /// A writer whose lines start `depth` levels deep, for text appended to another later.
    init(depth: Int = 0) {
        self.depth = depth
    }

    mutating func line(_ content: String = "") {
        // Appended in place, without a temporary string per line: generated giants have
        // hundreds of thousands of lines.
        if !content.isEmpty {
            for _ in 0..<depth { text.append("    ") }
            text.append(content)
        }
        text.append("\n")
    }

    /// Appends what another writer wrote, as it stands.
    mutating func append(_ other: SwiftCodeWriter) {
        text.append(other.text)
    }

    /// True when `content` fits the 120-column width at the current indentation.
    func fits(_ content: String) -> Bool {
        // Counting bytes is cheap and never undercounts characters; count characters only
        // when the bytes alone would not fit.
        let room = 120 - depth * 4
        return content.utf8.count <= room || content.count <= room
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftCodeWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Writes lines one level deeper without braces (switch case bodies).
    mutating func indented(_ body: (inout SwiftCodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }
}
