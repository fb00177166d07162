import ExampleMachines
import Foundation
import Observation
import StateMachineRuntime

// The article list screen of specs/articles.sm as an app writes it: a view model that a
// SwiftUI view reads (SwiftUI does not compile on Linux, the view model does). The lines
// between the `glue` markers are the screen's glue: what is measured of it is its lines that
// are neither blank, nor comments, nor calls of the app's API (the service is not glue).

/// The article service, as the list screen sees it.
protocol ArticleService: Sendable {
    func articles() async throws -> [String]
}

// glue: begin
@MainActor @Observable
final class ArticleListScreen {
    let store: MachineStore<ArticleList>

    init(service: some ArticleService, clock: any Clock<Duration> = ContinuousClock()) {
        store = MachineStore(state: .initial, clock: clock) { effect, send in
            switch effect {
            case .loadArticles(let id):
                await send(
                    performing: { try await service.articles() },
                    success: { $0.isEmpty ? .loadFoundNothing(operationID: id) : .loadSucceeded(operationID: id, articles: $0) },
                    failure: { _ in .loadFailed(operationID: id) })
            case .refreshArticles(let id):
                await send(
                    performing: { try await service.articles() },
                    success: { .refreshSucceeded(operationID: id, articles: $0) },
                    failure: { _ in .refreshFailed(operationID: id) })
            case .showRefreshBanner, .hideRefreshBanner: break  // the banner shows from the state
            }
        }
    }

    var articles: [String] { if case .loaded(let articles) = store.state.content { articles } else { [] } }
    var isLoading: Bool { if case .loading = store.state.content { true } else { false } }
    var isRefreshing: Bool { if case .refreshing = store.state.refresh { true } else { false } }
    var showsRefreshBanner: Bool { store.state.refresh == .failed }
    var isUnavailable: Bool { store.state.content == .unavailable }

    func appeared() { store.send(.appeared(operationID: UUID())) }
    func pulledToRefresh() { store.send(.pulledToRefresh(operationID: UUID())) }
    func retryTapped() { store.send(.retryTapped(operationID: UUID())) }
}
// glue: end
