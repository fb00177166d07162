import Foundation
import StateMachineRuntimeTesting
import Testing

/// The app's fake article service: it answers after a second on the test clock, with the next
/// of its answers (nil fails, as a lost connection does).
final class FakeArticleServer: ArticleService, @unchecked Sendable {
    let clock: TestClock
    private let lock = NSLock()
    private var answers: [[String]?]

    init(clock: TestClock, answers: [[String]?]) {
        self.clock = clock
        self.answers = answers
    }

    func articles() async throws -> [String] {
        try await clock.sleep(for: .seconds(1))
        guard let answer = lock.withLock({ answers.isEmpty ? nil : answers.removeFirst() }) else { throw URLError(.notConnectedToInternet) }
        return answer
    }
}

/// The article list screen on the test clock: each step sends, advances at once, and reads
/// what the view shows.
@Suite @MainActor struct ArticleListScreenTests {
    let clock = TestClock()

    @Test func aFirstLoadARefreshAndAFailedRefreshsBanner() async {
        let screen = ArticleListScreen(service: FakeArticleServer(clock: clock, answers: [["a"], ["a", "b"], nil]), clock: clock)
        await failingInsteadOfHanging(clock) {
            screen.appeared()
            #expect(screen.isLoading)
            await clock.advance(by: .seconds(1))
            #expect(screen.articles == ["a"])
            screen.pulledToRefresh()
            #expect(screen.isRefreshing)
            await clock.advance(by: .seconds(1))
            #expect(screen.articles == ["a", "b"])
            #expect(!screen.isRefreshing)
            screen.pulledToRefresh()
            await clock.advance(by: .seconds(1))
            #expect(screen.showsRefreshBanner)
            #expect(screen.articles == ["a", "b"], "a failed refresh keeps the articles")
            await clock.advance(by: .seconds(4))
            #expect(!screen.showsRefreshBanner)
            await screen.store.finish()
        }
    }

    @Test func aFailedFirstLoadIsRetried() async {
        let screen = ArticleListScreen(service: FakeArticleServer(clock: clock, answers: [nil, ["a"]]), clock: clock)
        await failingInsteadOfHanging(clock) {
            screen.appeared()
            await clock.advance(by: .seconds(1))
            #expect(screen.isUnavailable)
            screen.retryTapped()
            await clock.advance(by: .seconds(1))
            #expect(screen.articles == ["a"])
            await screen.store.finish()
        }
    }
}
