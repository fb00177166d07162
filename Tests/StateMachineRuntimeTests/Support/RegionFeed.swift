import StateMachineRuntime

/// A machine with two orthogonal regions, each with a timer and an activity, its conformance
/// written by hand as the generator writes it for this spec, so the store's handling of time
/// per region is tested on its own:
///
/// ```
/// region content = idle, loading, shown
/// region refresh = resting, syncing
/// initial idle, resting
/// during loading(page, _) / fetch(page)
/// loading after 15s -> idle
/// during syncing(attempt) / sync(attempt)
/// syncing after 30s -> resting
/// idle, shown on open(page) -> loading(page, 0)
/// loading(page, _) on progressed(p) stays loading(page, p)
/// loading(page, _) on retry -> loading(page, 0)
/// loading(page, _) on loaded -> shown(page)
/// loading(page, progress) on nudge stays loading(page, progress + 1)
/// loading(page, _) on reset -> loading(page, 0)
/// resting on syncTapped -> syncing(1)
/// resting on nudge -> syncing(1)
/// syncing on synced -> resting
/// syncing(attempt) on reset -> syncing(attempt + 1)
/// ```
enum Feed: StateMachine {
    struct State: Equatable, Sendable, Codable {
        enum Content: Equatable, Sendable, Codable {
            case idle
            case loading(page: Int, progress: Int)
            case shown(page: Int)
        }

        enum Refresh: Equatable, Sendable, Codable {
            case resting
            case syncing(attempt: Int)
        }

        var content: Content
        var refresh: Refresh

        static let initial = State(content: .idle, refresh: .resting)
    }

    enum Event: Equatable, Sendable {
        case open(page: Int)
        case progressed(Int)
        case retry, loaded, nudge, reset, syncTapped, synced
    }

    enum Effect: Equatable, Sendable, Codable {
        case fetch(page: Int)
        case sync(attempt: Int)
    }

    enum Timer: Hashable, Sendable {
        case loadingAfter15s, syncingAfter30s
    }

    enum Region: Hashable, Sendable, CaseIterable {
        case content, refresh
    }

    enum Outcome: MachineOutcome {
        case transitioned(effects: [Effect])
        case updated, unhandled

        var kind: OutcomeKind {
            switch self {
            case .transitioned, .updated: .transitioned
            case .unhandled: .unhandled
            }
        }

        var effects: [Effect] { [] }
        var updatesInPlace: Bool { self == .updated }
    }

    /// What the row chosen in one region does to it.
    enum Row<RegionState> {
        case move(RegionState)
        case stay(RegionState)
        case none
    }

    static func reduce(_ state: inout State, on event: Event, context: Void) -> Outcome {
        var regionsLeft: Set<Region> = []
        return apply(.event(event), to: &state, context: context, regionsLeft: &regionsLeft)
    }

    static func reduce(_ state: inout State, after timer: Timer, context: Void) -> Outcome {
        var regionsLeft: Set<Region> = []
        return apply(.timer(timer), to: &state, context: context, regionsLeft: &regionsLeft)
    }

    static func apply(_ input: EventRecord<Feed>.Input, to state: inout State, context: Void, regionsLeft: inout Set<Region>) -> Outcome {
        switch input {
        case .event(let event):
            // Both rows are chosen against the state before the event, then both apply.
            let content = contentRow(state.content, on: event)
            let refresh = refreshRow(state.refresh, on: event)
            let contentKind = apply(content, to: &state.content, region: .content, regionsLeft: &regionsLeft)
            let refreshKind = apply(refresh, to: &state.refresh, region: .refresh, regionsLeft: &regionsLeft)
            return strongest(contentKind, refreshKind)
        case .timer(let timer):
            switch (timer, state.content, state.refresh) {
            case (.loadingAfter15s, .loading, _):
                return apply(.move(.idle), to: &state.content, region: .content, regionsLeft: &regionsLeft)
            case (.syncingAfter30s, _, .syncing):
                return apply(.move(.resting), to: &state.refresh, region: .refresh, regionsLeft: &regionsLeft)
            default:
                return .unhandled
            }
        }
    }

    private static func contentRow(_ content: State.Content, on event: Event) -> Row<State.Content> {
        switch (content, event) {
        case (.idle, .open(let page)), (.shown, .open(let page)): .move(.loading(page: page, progress: 0))
        case (.loading(let page, _), .progressed(let progress)): .stay(.loading(page: page, progress: progress))
        case (.loading(let page, _), .retry), (.loading(let page, _), .reset): .move(.loading(page: page, progress: 0))
        case (.loading(let page, _), .loaded): .move(.shown(page: page))
        case (.loading(let page, let progress), .nudge): .stay(.loading(page: page, progress: progress + 1))
        default: .none
        }
    }

    private static func refreshRow(_ refresh: State.Refresh, on event: Event) -> Row<State.Refresh> {
        switch (refresh, event) {
        case (.resting, .syncTapped), (.resting, .nudge): .move(.syncing(attempt: 1))
        case (.syncing, .synced): .move(.resting)
        case (.syncing(let attempt), .reset): .move(.syncing(attempt: attempt + 1))
        default: .none
        }
    }

    private static func apply<RegionState>(
        _ row: Row<RegionState>, to regionState: inout RegionState, region: Region, regionsLeft: inout Set<Region>
    ) -> Outcome {
        switch row {
        case .move(let next):
            regionState = next
            regionsLeft.insert(region)
            return .transitioned(effects: [])
        case .stay(let next):
            regionState = next
            return .updated
        case .none:
            return .unhandled
        }
    }

    /// `transitioned` > `updated` > `unhandled`, as the generated reducer combines regions.
    private static func strongest(_ first: Outcome, _ second: Outcome) -> Outcome {
        for outcome in [Outcome.transitioned(effects: []), .updated] where first == outcome || second == outcome {
            return outcome
        }
        return .unhandled
    }

    static func scopes(of state: State, context: Void) -> [StateScope<Feed>] {
        var scopes: [StateScope<Feed>] = []
        if case .loading(let page, _) = state.content {
            scopes.append(
                .init(
                    name: "loading", kind: .state, region: .content, timers: [.init(.loadingAfter15s, after: .seconds(15))],
                    activities: [.fetch(page: page)]))
        }
        if case .syncing(let attempt) = state.refresh {
            scopes.append(
                .init(
                    name: "syncing", kind: .state, region: .refresh, timers: [.init(.syncingAfter30s, after: .seconds(30))],
                    activities: [.sync(attempt: attempt)]))
        }
        return scopes
    }
}

/// The journal writes the regions' states as one record: a restored store is in every region's state.
extension Feed: DurableStateMachine {
    static var specIdentity: String { "Feed" }

    static func isDurable(_ effect: Effect) -> Bool { false }
}
