import ExampleMachines
import Foundation
import StateMachineRuntime

// The article list screen of specs/articles.sm as an app writes it: the store a SwiftUI view
// observes and sends its taps to (SwiftUI does not compile on Linux; the store does). The lines
// between the `glue` markers are the screen's glue: what is measured of it is its lines that
// are neither blank, nor comments, nor calls of the app's API (the service is not glue).

/// The article service, as the list screen sees it.
protocol ArticleService: Sendable {
    func articles() async throws -> [String]
}

// glue: begin
extension MachineStore where Machine == ArticleList {
    /// The screen's store is its view model: a view reads `store.state` through the generated
    /// accessors (`state.content.articles`, `state.refresh.isFailed`) and sends the taps itself
    /// (`store.send(.pulledToRefresh(operationID: UUID()))`); only the effects need glue.
    static func articleList(service: some ArticleService, clock: any Clock<Duration> = ContinuousClock()) -> MachineStore {
        MachineStore(state: .initial, clock: clock) { effect, send in
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
}
// glue: end
