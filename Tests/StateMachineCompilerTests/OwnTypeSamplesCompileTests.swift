import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// A payload of the user's own type needs samples from the test target: without them, the
/// generated tests fail to compile with one error, at the spec's line, saying what to add.
@Suite(.enabled(if: Swiftc.isAvailable)) struct OwnTypeSamplesCompileTests {
    let commandLine = CommandLineTests()

    static let spec = """
        machine ArticleList

        initial idle

        state idle
        state loading(query: String)
        state loaded(articles: [Article])
        state failed(message: String)

        event search(query: String)
        event received(articles: [Article])
        event failed(message: String)

        idle, loaded, failed on search(query) -> loading(query)
        loading(_) on received(articles) -> loaded(articles)
        loading(_) on failed(message) -> failed(message)

        """

    static let article = "struct Article: Equatable, Sendable { var title: String }\n"
    static let samples = """
        extension Article {
            static var transitionSamples: (Article, Article) { (Article(title: "a"), Article(title: "b")) }
        }

        """

    /// A second machine sampling `Article`, whose first use is on line 4.
    static let feed = """
        machine Feed
        initial empty
        state empty
        state showing(article: Article)
        event opened(article: Article)
        empty on opened(a) -> showing(a)

        """

    /// Generates each spec's machine, tests and scenarios (`specs`: file name → text), and type-checks
    /// them as one module with `extra` files; returns swiftc's `error:` lines and the specs' paths.
    /// With `emitModuleOnly`, swiftc does what SwiftPM's emit-module job of a debug build does
    /// (which checks declarations, not the bodies of functions), instead of type-checking all.
    private func compileErrors(
        specs: [String: String] = ["articleList.sm": spec], extra: [String: String], emitModuleOnly: Bool = false
    ) throws -> (errors: [String], paths: [String: String]) {
        let directory = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Generated")
        var specPaths: [String: String] = [:]
        var paths: [String] = []
        for (name, text) in specs.sorted(by: { $0.key < $1.key }) {
            let spec = try commandLine.write(text, name, in: directory)
            specPaths[name] = spec
            for arguments in [["generate", spec], ["tests", spec, "--module", "Articles"]] {
                let run = commandLine.run(arguments + ["--output", generated.path])
                #expect(run.status == .success, "\(run.errors)")
            }
            let stem = String(name.dropLast(3))
            for file in [stem + ".swift", stem + ".tests.swift", stem + ".scenarios.swift"] {
                let url = generated.appendingPathComponent(file)
                // One module holds machine and tests, so the tests need no import of the machine's.
                let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "@testable import Articles\n", with: "")
                try Data(text.utf8).write(to: url)
                paths.append(url.path)
            }
        }
        for (name, text) in extra { paths.append(try commandLine.write(text, name, in: directory)) }
        let emitModule = [
            "-frontend", "-emit-module", "-module-name", "Articles", "-experimental-skip-non-inlinable-function-bodies-without-types",
            "-o", directory.appendingPathComponent("Articles.swiftmodule").path,
        ]
        let arguments = emitModuleOnly ? emitModule : ["-typecheck", "-continue-building-after-errors"]
        let result = try ProcessRunner.run(
            Swiftc.executable ?? "swiftc", arguments + ["-swift-version", "6", "-parse-as-library"] + paths, mergingErrors: true)
        return (result.output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }, specPaths)
    }

    /// The error for `Article` at `line`, column 54: 4 spaces + `static var article: (Article, Article) { Article.`
    /// (49 characters) put `transitionSamples` there; the column is the generated line's.
    private func missingSamples(_ spec: String, line: Int) -> String {
        "\(spec):\(line):54: error: 'transitionSamples' is unavailable: the generated tests need two different values of 'Article': "
            + "add `extension Article { static var transitionSamples: (Article, Article) { (..., ...) } }` to a file of the test target"
    }

    @Test func aTypeWithoutSamplesIsOneErrorAtItsFirstSpecLineSayingWhatToAdd() throws {
        let (errors, specs) = try compileErrors(extra: ["Article.swift": Self.article])
        let spec = specs["articleList.sm"] ?? ""
        // `state loaded(articles: [Article])` is line 7, the first to spell `Article`.
        #expect(errors == [missingSamples(spec, line: 7)], "\(errors)")
    }

    @Test func swiftPMsEmitModuleJobDoesNotRepeatTheError() throws {
        // The samples are read in a computed property's body, which only the compile job checks.
        // The frontend run alone finds no macro plugins (`@Suite`, `@Test`): only the samples' errors count here.
        let (errors, _) = try compileErrors(extra: ["Article.swift": Self.article], emitModuleOnly: true)
        #expect(!errors.contains { $0.contains("transitionSamples") }, "\(errors)")
    }

    @Test func twoSpecsSamplingOneTypeEachSayItOnceWithoutAmbiguity() throws {
        let (errors, specs) = try compileErrors(
            specs: ["articleList.sm": Self.spec, "feed.sm": Self.feed], extra: ["Article.swift": Self.article])
        let expected = [missingSamples(specs["articleList.sm"] ?? "", line: 7), missingSamples(specs["feed.sm"] ?? "", line: 4)]
        #expect(errors.sorted() == expected.sorted(), "\(errors)")
    }

    @Test func aTypeWithSamplesCompiles() throws {
        let (errors, _) = try compileErrors(
            specs: ["articleList.sm": Self.spec, "feed.sm": Self.feed],
            extra: ["Article.swift": Self.article, "Samples.swift": Self.samples])
        #expect(errors.isEmpty, "\(errors)")
    }
}
