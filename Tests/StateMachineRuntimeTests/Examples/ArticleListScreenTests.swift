import ExampleMachines
import Foundation
import StateMachineRuntime
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
/// what the view shows, as the view does: through the generated accessors.
@Suite @MainActor struct ArticleListScreenTests {
    let clock = TestClock()

    @Test func aFirstLoadARefreshAndAFailedRefreshsBanner() async {
        let store = MachineStore.articleList(service: FakeArticleServer(clock: clock, answers: [["a"], ["a", "b"], nil]), clock: clock)
        await failingInsteadOfHanging(clock) {
            store.send(.appeared(operationID: UUID()))
            #expect(store.state.content.isLoading)
            await clock.advance(by: .seconds(1))
            #expect(store.state.content.articles == ["a"])
            store.send(.pulledToRefresh(operationID: UUID()))
            #expect(store.state.refresh.isRefreshing)
            await clock.advance(by: .seconds(1))
            #expect(store.state.content.articles == ["a", "b"])
            #expect(!store.state.refresh.isRefreshing)
            store.send(.pulledToRefresh(operationID: UUID()))
            await clock.advance(by: .seconds(1))
            #expect(store.state.refresh.isFailed)
            #expect(store.state.content.articles == ["a", "b"], "a failed refresh keeps the articles")
            await clock.advance(by: .seconds(4))
            #expect(!store.state.refresh.isFailed)
            await store.finish()
        }
    }

    @Test func aFailedFirstLoadIsRetried() async {
        let store = MachineStore.articleList(service: FakeArticleServer(clock: clock, answers: [nil, ["a"]]), clock: clock)
        await failingInsteadOfHanging(clock) {
            store.send(.appeared(operationID: UUID()))
            await clock.advance(by: .seconds(1))
            #expect(store.state.content.isUnavailable)
            store.send(.retryTapped(operationID: UUID()))
            await clock.advance(by: .seconds(1))
            #expect(store.state.content.articles == ["a"])
            await store.finish()
        }
    }
}
