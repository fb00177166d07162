import StateMachineCompiler

/// A spec text with location markers (`1️⃣`, `2️⃣`, ... `🔟`) where diagnostics are expected.
/// The markers are removed, and each one's line and UTF-8 column recorded, so a test
/// states the location by pointing at it rather than by counting columns.
package struct MarkedSpec {
    package static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    package let text: String
    package private(set) var locations: [String: SourceLocation] = [:]

    package init(_ marked: String) {
        var text = ""
        var line = 1
        var column = 1
        var remaining = Substring(marked)
        outer: while let character = remaining.first {
            for marker in Self.markers where remaining.hasPrefix(marker) {
                locations[marker] = SourceLocation(line: line, column: column)
                remaining = remaining.dropFirst(marker.count)
                continue outer
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            remaining = remaining.dropFirst()
        }
        self.text = text
    }

    package var file: SourceFile { SourceFile(path: "test.sm", text: text) }

    package func check() -> CheckResult { Pipeline.check(file) }

    package func location(_ marker: String) -> SourceLocation? { locations[marker] }
}

extension CheckResult {
    /// Each diagnostic as `LINE:COLUMN: severity: message`, easy to compare and to read in a failure.
    package var summaries: [String] {
        diagnostics.map { "\(file.location(of: $0.range.start)): \($0.severity.rawValue): \($0.message)" }
    }
}
