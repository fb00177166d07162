import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The generated API of a machine with regions, as the issue pins it: `State` a struct of one
/// enum per region, a memberwise `init` in declaration order, `initial`, and each `reduce` with
/// its `regionsLeft:` variant.
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

    @Test func eachReduceHasAVariantThatReportsTheRegionsLeft() throws {
        let machine = try articles()
        for signature in [
            "public static func reduce(_ state: inout State, on event: Event) -> Outcome {",
            "public static func reduce(_ state: inout State, on event: Event, regionsLeft: inout Set<String>) -> Outcome {",
            "public static func reduce(_ state: inout State, after timer: Timer) -> Outcome {",
            "public static func reduce(_ state: inout State, after timer: Timer, regionsLeft: inout Set<String>) -> Outcome {",
            "public static func entryEffects(of state: State) -> [Effect] {",
        ] {
            #expect(machine.contains("    " + signature + "\n"), "\(signature)")
        }
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
}
