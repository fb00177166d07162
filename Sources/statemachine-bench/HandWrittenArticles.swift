import Foundation

/// The article list (articles.sm) as an experienced Swift developer writes it by hand: a
/// struct of the two regions' enums, one switch on the event, each region's row matched in
/// patterns against the state before the event, effects in one array literal. Same outcomes,
/// effect order and ranking as the spec: exits, then rows' effects, then entries; the
/// strongest of the regions' outcomes (transitioned, updated, rejected, ignored, unhandled).
enum HandWrittenArticles {
    enum Content: Equatable, Sendable {
        case notLoaded
        case loading(operationID: UUID)
        case empty
        case loaded(articles: [String])
        case unavailable
    }

    enum Refresh: Equatable, Sendable {
        case idle
        case refreshing(operationID: UUID)
        case failed
    }

    struct State: Equatable, Sendable {
        var content: Content
        var refresh: Refresh
    }

    enum Event: Equatable, Sendable {
        case appeared(operationID: UUID)
        case loadSucceeded(operationID: UUID, articles: [String])
        case loadFoundNothing(operationID: UUID)
        case loadFailed(operationID: UUID)
        case retryTapped(operationID: UUID)
        case pulledToRefresh(operationID: UUID)
        case refreshSucceeded(operationID: UUID, articles: [String])
        case refreshFailed(operationID: UUID)
        case closed
    }

    enum Effect: Equatable, Sendable {
        case loadArticles(operationID: UUID)
        case refreshArticles(operationID: UUID)
        case showRefreshBanner
        case hideRefreshBanner
    }

    enum Outcome: Equatable, Sendable {
        case transitioned(effects: [Effect])
        case updated(effects: [Effect])
        case ignored
        case rejected
        case unhandled
    }

    // Not inlined, as the generated reducer in another module is not.
    @inline(never)
    static func reduce(_ state: inout State, on event: Event) -> Outcome {
        switch event {
        case .appeared(let operationID):
            guard case .notLoaded = state.content else { return .unhandled }
            state.content = .loading(operationID: operationID)
            return .transitioned(effects: [])
        case .loadSucceeded(let operationID, let articles):
            return finishLoad(&state, operationID, next: .loaded(articles: articles))
        case .loadFoundNothing(let operationID):
            return finishLoad(&state, operationID, next: .empty)
        case .loadFailed(let operationID):
            return finishLoad(&state, operationID, next: .unavailable)
        case .retryTapped(let operationID):
            guard case .unavailable = state.content else { return .unhandled }
            state.content = .loading(operationID: operationID)
            return .transitioned(effects: [])
        case .pulledToRefresh(let operationID):
            switch state.refresh {
            case .idle, .failed:
                guard case .loaded = state.content else { return .rejected }
                let leavesFailed = state.refresh == .failed
                state.refresh = .refreshing(operationID: operationID)
                return .transitioned(effects: leavesFailed ? [.hideRefreshBanner] : [])
            case .refreshing:
                return .unhandled
            }
        case .refreshSucceeded(let operationID, let articles):
            switch (state.content, state.refresh) {
            case (.loaded, .refreshing(operationID)):
                state = State(content: .loaded(articles: articles), refresh: .idle)
                return .transitioned(effects: [])
            case (_, .refreshing(operationID)):
                state.refresh = .idle
                return .transitioned(effects: [])
            case (.loaded, _), (_, .refreshing):
                return .rejected
            case (_, .idle), (_, .failed):
                return .ignored
            }
        case .refreshFailed(let operationID):
            switch state.refresh {
            case .refreshing(operationID):
                state.refresh = .failed
                return .transitioned(effects: [.showRefreshBanner])
            case .refreshing:
                return .rejected
            case .idle, .failed:
                return .ignored
            }
        case .closed:
            let leavesFailed = state.refresh == .failed
            state = State(content: .notLoaded, refresh: .idle)
            return .transitioned(effects: leavesFailed ? [.hideRefreshBanner] : [])
        }
    }

    /// The failed banner's timer: back to idle, hiding the banner.
    @inline(never)
    static func reduceFailedTimer(_ state: inout State) -> Outcome {
        guard state.refresh == .failed else { return .unhandled }
        state.refresh = .idle
        return .transitioned(effects: [.hideRefreshBanner])
    }

    /// A load's answer: only for the load that is running; expected, and ignored, after it.
    private static func finishLoad(_ state: inout State, _ operationID: UUID, next: Content) -> Outcome {
        switch state.content {
        case .loading(operationID):
            state.content = next
            return .transitioned(effects: [])
        case .loading:
            return .rejected
        case .notLoaded, .empty, .loaded, .unavailable:
            return .ignored
        }
    }
}
