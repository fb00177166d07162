import Foundation
import Testing

/// The glue an app writes for a screen, counted in the examples themselves: every line between
/// the `glue` markers that is neither blank nor a comment, calls of the app's own services
/// included. The targets are 20 lines for the article list and 30 for the favorite buttons.
@Suite struct ExampleGlueTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    func glueLines(of file: String) throws -> [Substring] {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.hasPrefix("// glue: begin") })
        let end = try #require(lines.firstIndex { $0.hasPrefix("// glue: end") })
        return lines[(begin + 1)..<end].filter {
            let code = $0.drop { $0 == " " }
            return !code.isEmpty && !code.hasPrefix("//")
        }
    }

    @Test func theArticleListNeedsAtMostTwentyLines() throws {
        let lines = try glueLines(of: "ArticleListScreen.swift")
        #expect(lines.count <= 20, "\(lines.count) lines of glue")
    }

    @Test func theFavoriteButtonsNeedAtMostThirtyLines() throws {
        let lines = try glueLines(of: "FavoriteButtons.swift")
        #expect(lines.count <= 30, "\(lines.count) lines of glue")
    }
}
