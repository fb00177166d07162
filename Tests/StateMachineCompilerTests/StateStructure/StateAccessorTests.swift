import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The accessors a view reads a state with: `isNAME` per state, `LABEL` per payload label of one
/// type, in an extension of the state type (each region's enum with regions), and the checker's
/// refusal of a spec where one would spell another generated member. Expected text by hand.
@Suite struct StateAccessorTests {
    static let favorite = """
        machine Favorite
        initial idle(false)
        state idle(confirmed: Bool)
        state saving(confirmed: Bool, desired: Bool, operationID: UUID)
        state failed(confirmed: String)
        event toggle(operationID: UUID)
        idle(c) on toggle(op) -> saving(c, true, op)
        saving(c, _, _) on toggle ignore

        """

    private func emitted(_ spec: String) throws -> String {
        SwiftMachineEmitter.emit(try #require(Pipeline.check(SourceFile(path: "favorite.sm", text: spec)).machine), access: .public)
            .contents
    }

    @Test func eachStateHasItsFlagAndEachLabelOfOneTypeItsValue() throws {
        let text = try emitted(Self.favorite)
        #expect(
            text.contains(
                """
                extension Favorite.State {
                    /// True in state `idle`.
                    public var isIdle: Bool {
                        if case .idle = self { true } else { false }
                    }

                """))
        #expect(text.contains("    public var isSaving: Bool {\n"))
        #expect(text.contains("    public var isFailed: Bool {\n"))
        // `confirmed` is a Bool in two states and a String in the third: no accessor would hold it.
        #expect(!text.contains("var confirmed"))
        #expect(
            text.contains(
                """
                    /// `operationID` in state `saving`; `nil` in the others.
                    public var operationID: UUID? {
                        if case .saving(_, _, let operationID) = self { operationID } else { nil }
                    }

                """))
    }

    @Test func aLabelEveryStateCarriesNeedsNoDefault() throws {
        let text = try emitted(
            "machine Door\ninitial ajar(1)\nstate ajar(count: Int)\nstate shut(count: Int)\nevent push\najar(n) on push -> shut(n)\n")
        #expect(
            text.contains(
                """
                    /// `count` in states `ajar`, `shut`.
                    public var count: Int? {
                        switch self {
                        case .ajar(let count):
                            return count
                        case .shut(let count):
                            return count
                        }
                    }

                """))
    }

    @Test func aRegionsEnumHasTheAccessorsOfItsStates() throws {
        let text = try emitted(
            """
            machine List
            initial loading, idle
            state loading
            state loaded(count: Int)
            state idle
            state refreshing(count: Int)
            region content = loading, loaded
            region refresh = idle, refreshing
            event done(count: Int)
            loading on done(n) -> loaded(n)
            idle on done(n) -> refreshing(n)

            """)
        #expect(text.contains("extension List.State.Content {\n"))
        #expect(text.contains("extension List.State.Refresh {\n"))
        #expect(text.contains("    public var isRefreshing: Bool {\n"))
    }

    @Test func anAccessorSpellingAStateIsRefused() {
        expectDiagnostics(
            """
            machine M
            initial loading
            state 2️⃣loading
            state 1️⃣isLoading
            event go
            loading on go -> isLoading

            """,
            [
                .error(
                    "1️⃣", DiagnosticID("accessor-collision"),
                    "'State.isLoading' would be generated twice, as state 'isLoading' and as the accessor of state 'loading'; rename one",
                    notes: [.note("2️⃣", "'loading' declared here")])
            ])
    }

    @Test func aLabelSpellingAStateIsRefused() {
        expectDiagnostics(
            """
            machine M
            initial articles
            state 2️⃣articles
            state loaded(1️⃣articles: [String])
            event go(articles: [String])
            articles on go(a) -> loaded(a)

            """,
            [
                .error(
                    "1️⃣", DiagnosticID("accessor-collision"),
                    "'State.articles' would be generated twice, as the accessor of payload label 'articles' and as state 'articles'; rename one",
                    notes: [.note("2️⃣", "'articles' declared here")])
            ])
    }

    @Test func aStateAccessorSpellingAGroupsIsRefused() {
        expectDiagnostics(
            """
            machine M
            initial busy
            state 1️⃣busy
            state idle
            group 2️⃣Busy = idle
            event go
            busy on go -> idle
            Busy on go -> busy

            """,
            [
                .error(
                    "2️⃣", DiagnosticID("accessor-collision"),
                    "'State.isBusy' would be generated twice, as the accessor of group 'Busy' and as the accessor of state 'busy'; rename one",
                    notes: [.note("1️⃣", "'busy' declared here")])
            ])
    }
}
