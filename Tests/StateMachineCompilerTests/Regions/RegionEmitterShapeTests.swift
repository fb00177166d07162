import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The generated API of a machine with regions, as the issue pins it: `State` a struct of one
/// enum per region, a memberwise `init` in declaration order, `initial`, a `Region` enum of the
/// regions in declaration order, and one `reduce` per kind of input.
@Suite struct RegionEmitterShapeTests {
    private func articles() throws -> String {
        let result = Pipeline.check(try SourceFile(path: "articles.sm", text: PackageFiles.text(ArticlesCompileTests.path)))
        return SwiftMachineEmitter.emit(try #require(result.machine), access: .public).contents
    }

    @Test func stateIsAStructOfOneEnumPerRegion() throws {
        Snippet.expect(
            """
                public struct State: Equatable, Sendable {
                    /// Region `content`: mutually exclusive phases, each carrying exactly the data valid in it.
                    public enum Content: Equatable, Sendable {
                        case notLoaded
                        case loading(operationID: UUID)
                        case empty
                        case loaded(articles: [String])
                        case unavailable
                    }

                    /// Region `refresh`: mutually exclusive phases, each carrying exactly the data valid in it.
                    public enum Refresh: Equatable, Sendable {
                        case idle
                        case refreshing(operationID: UUID)
                        case failed
                    }

                    /// Where region `content` is.
                    public var content: Content
                    /// Where region `refresh` is.
                    public var refresh: Refresh

                    public init(content: Content, refresh: Refresh) {
                        self.content = content
                        self.refresh = refresh
                    }

                    /// Where the machine starts.
                    public static let initial = State(content: .notLoaded, refresh: .idle)
                }
            """, in: try articles())
    }

    /// One `reduce` for events and one for timers; the regions a step leaves reach a runtime
    /// through the steps the reducer shares with the conformance's `apply`, never as strings.
    @Test func oneReducePerKindOfInput() throws {
        let machine = try articles()
        for signature in [
            "public static func reduce(_ state: inout State, on event: Event) -> Outcome {",
            "public static func reduce(_ state: inout State, after timer: Timer) -> Outcome {",
            "static func regionSteps(_ state: inout State, on event: Event) -> RegionSteps {",
            "static func regionSteps(_ state: inout State, after timer: Timer) -> RegionSteps {",
            "public static func entryEffects(of state: State) -> [Effect] {",
        ] {
            #expect(machine.contains("    " + signature + "\n"), "\(signature)")
        }
        #expect(machine.ranges(of: "static func reduce(").count == 2)
        #expect(!machine.contains("String>"))
    }

    @Test func theRegionEnumListsTheRegionsInDeclarationOrder() throws {
        Snippet.expect(
            """
                public enum Region: Hashable, Sendable, CaseIterable {
                    case content
                    case refresh
                }
            """, in: try articles())
    }

    /// A guard that is one `in(STATE(...))` reads as the `case` pattern it is.
    @Test func aLoneInGuardIsACasePattern() throws {
        Snippet.expect(
            """
                        case .loaded:
                            if case .refreshing(operationID) = state.refresh {
                                // articles.sm:48: loaded on refreshSucceeded(id, articles) [in(refreshing(id))] stays loaded(articles)
                                state.content = .loaded(articles: articles)
                                steps.updated = true
                            } else {
                                steps.rejected = true
                            }
            """, in: try articles())
    }

    /// One switch on the event for every region, as a hand-written reducer has: `closed` moves both
    /// regions in its one case, each region committing its row in place, and the banner's effects
    /// are array literals, constants, so the step allocates nothing. A helper of a region without
    /// groups takes only the state it leaves: nothing else could change its effects.
    @Test func everyRegionCommitsItsRowInPlaceInOneSwitchOnTheEvent() throws {
        let machine = try articles()
        #expect(machine.ranges(of: "switch event {").count == 1)
        Snippet.expect(
            """
                    case .closed:
                        switch state.content {
                        case .notLoaded, .loading, .empty, .loaded, .unavailable:
                            // articles.sm:64: content on closed -> notLoaded
                            state.content = .notLoaded
                            steps.transitioned = true
                            steps.leftContent = true
                        }
                        switch state.refresh {
                        case .idle, .refreshing, .failed:
                            // articles.sm:65: refresh on closed -> idle
                            steps.exit(refreshExitEffects(leaving: state.refresh))
                            state.refresh = .idle
                            steps.transitioned = true
                            steps.leftRefresh = true
                        }
            """, in: machine)
        Snippet.expect(
            """
                private static func refreshExitEffects(leaving state: State.Refresh) -> [Effect] {
                    switch state {
                    case .failed:
                        // articles.sm:39: exit failed / hideRefreshBanner
                        return [.hideRefreshBanner]
                    default:
                        return []
                    }
            """, in: machine)
    }
}
