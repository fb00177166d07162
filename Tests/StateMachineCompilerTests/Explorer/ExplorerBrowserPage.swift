import Foundation
import StateMachineCompiler
import StateMachineExplorer
import StateMachineTestSupport
import Testing

/// A machine's explorer page written to a temporary file and opened in the browser.
enum ExplorerBrowserPage {
    /// Whether the browser tests run: Chromium is installed, or `.ci/run` requires it.
    static let enabled = WebDriver.isAvailable || WebDriver.isRequired
    static let skipReason: Comment = "Chromium is not installed (.ci/run installs it and makes the browser tests required)"

    /// Every spec of the repository, by its path in the package.
    static let specPaths = [
        "specs/articles.sm", "specs/checkout.sm", "specs/favorite.sm", "specs/pricing.sm", "specs/upload.sm",
        "Tests/RuntimeTestMachines/favoriteButton.sm", "Tests/RuntimeTestMachines/quote.sm", "Fuzz/corpus/checkout.sm",
        "Fuzz/corpus/favorite.sm",
    ]

    static func html(_ machine: Machine) -> String {
        ExplorerPage.html(for: machine, scenarios: Pipeline.plan(machine).scenarios, diagram: ExplorerDiagram.svg(for: machine))
    }

    /// Writes `html` to a fresh file and opens it; the file is removed when the returned value is dropped.
    static func open(_ html: String, in browser: WebDriver) throws -> TemporaryFile {
        let file = TemporaryFile(extension: "html")
        try Data(html.utf8).write(to: file.url)
        try browser.open(file.url)
        return file
    }
}

final class TemporaryFile {
    let url: URL

    init(extension suffix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("explorer-\(UUID().uuidString).\(suffix)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
