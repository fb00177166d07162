import Foundation
import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The regions example, `specs/articles.sm`, generated with `codable`, compiled and
/// walked through a screen's life: each expectation worked out by hand from its rows.
@Suite(.enabled(if: Swiftc.isAvailable)) struct ArticlesCompileTests {
    static let path = "specs/articles.sm"

    /// Prints each step as `outcome [effects] | content refresh | regions left`.
    static let driver = """
        import Foundation
        typealias M = ArticleList
        func id(_ n: UInt8) -> UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n)) }
        func show(_ outcome: M.Outcome) -> String {
            switch outcome {
            case .transitioned(let effects): return "transitioned [" + effects.map { "\\($0)" }.joined(separator: ", ") + "]"
            case .updated(let effects): return "updated [" + effects.map { "\\($0)" }.joined(separator: ", ") + "]"
            case .ignored: return "ignored"
            case .rejected: return "rejected"
            case .unhandled: return "unhandled"
            }
        }
        var state = M.State.initial
        // The regions the steps report left, as a runtime's `apply` reads them.
        func left(_ steps: M.RegionSteps) -> String {
            [steps.leftContent ? "content" : nil, steps.leftRefresh ? "refresh" : nil].compactMap { $0 }.joined(separator: " ")
        }
        @MainActor func send(_ event: M.Event) {
            let steps = M.regionSteps(&state, on: event)
            print("\\(show(steps.outcome())) | \\(state.content) \\(state.refresh) | \\(left(steps))")
        }
        @MainActor func fire(_ timer: M.Timer) {
            let steps = M.regionSteps(&state, after: timer)
            print("\\(show(steps.outcome())) | \\(state.content) \\(state.refresh) | \\(left(steps))")
        }
        print(state.content, state.refresh, M.entryEffects(of: state), M.entryEffects(of: M.State(content: .empty, refresh: .failed)))
        send(.appeared(operationID: id(1)))
        send(.pulledToRefresh(operationID: id(2)))
        send(.loadSucceeded(operationID: id(1), articles: ["a"]))
        send(.pulledToRefresh(operationID: id(2)))
        send(.refreshSucceeded(operationID: id(3), articles: ["stale"]))
        send(.refreshSucceeded(operationID: id(2), articles: ["b"]))
        send(.pulledToRefresh(operationID: id(4)))
        send(.refreshFailed(operationID: id(4)))
        send(.refreshSucceeded(operationID: id(4), articles: ["late"]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(state)
        print(String(decoding: json, as: UTF8.self), try JSONDecoder().decode(M.State.self, from: json) == state)
        fire(.failedTimeout)
        fire(.failedTimeout)
        send(.pulledToRefresh(operationID: id(5)))
        send(.refreshFailed(operationID: id(5)))
        send(.closed)

        """

    @Test func theArticleListKeepsItsContentWhileItsRefreshComesAndGoes() throws {
        let result = Pipeline.check(try SourceFile(path: "articles.sm", text: PackageFiles.text(Self.path)))
        #expect(result.diagnostics.isEmpty, "\(result.summaries)")
        let machine = try #require(result.machine)
        let output = try Swiftc.buildAndRun([
            "articles.swift": SwiftMachineEmitter.emit(machine, codable: true).contents, "main.swift": Self.driver,
        ])
        let uuid = "00000000-0000-0000-0000-00000000000"
        #expect(
            output.split(separator: "\n").map(String.init) == [
                // No entry effects where it starts; `failed` shows its banner when restored into.
                "notLoaded idle [] [drive.ArticleList.Effect.showRefreshBanner]",
                "transitioned [] | loading(operationID: \(uuid)1) idle | content",
                // No refresh while the articles are loading: the refresh rejects, the content has no row.
                "rejected | loading(operationID: \(uuid)1) idle | ",
                "transitioned [] | loaded(articles: [\"a\"]) idle | content",
                "transitioned [] | loaded(articles: [\"a\"]) refreshing(operationID: \(uuid)2) | refresh",
                // An answer for another refresh: both regions reject it.
                "rejected | loaded(articles: [\"a\"]) refreshing(operationID: \(uuid)2) | ",
                // The current refresh's answer: the content updates in place (it is not left), the refresh ends.
                "transitioned [] | loaded(articles: [\"b\"]) idle | refresh",
                "transitioned [] | loaded(articles: [\"b\"]) refreshing(operationID: \(uuid)4) | refresh",
                "transitioned [showRefreshBanner] | loaded(articles: [\"b\"]) failed | refresh",
                // Too late: the content rejects it (no refresh runs), the refresh ignores it: rejected is the stronger.
                "rejected | loaded(articles: [\"b\"]) failed | ",
                #"{"content":{"loaded":{"articles":["b"]}},"refresh":{"failed":{}}} true"#,
                "transitioned [hideRefreshBanner] | loaded(articles: [\"b\"]) idle | refresh",
                "unhandled | loaded(articles: [\"b\"]) idle | ",
                "transitioned [] | loaded(articles: [\"b\"]) refreshing(operationID: \(uuid)5) | refresh",
                "transitioned [showRefreshBanner] | loaded(articles: [\"b\"]) failed | refresh",
                // Closing resets both regions: the refresh's exit effect, then nothing else declared.
                "transitioned [hideRefreshBanner] | notLoaded idle | content refresh",
            ])
    }
}
