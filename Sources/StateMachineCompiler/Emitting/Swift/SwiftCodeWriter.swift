/// Accumulates Swift source with four-space indentation, the style the examples use.
struct SwiftCodeWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// True when `content` fits the 120-column width at the current indentation.
    func fits(_ content: String) -> Bool {
        depth * 4 + content.count <= 120
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
