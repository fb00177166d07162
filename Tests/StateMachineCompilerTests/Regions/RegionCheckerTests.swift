import StateMachineCompiler
import StateMachineTestSupport
import Testing

/// The checker's errors for orthogonal regions, each at its marker with its note.
@Suite struct RegionCheckerTests {
    static let states = """
        machine ArticleList
        state notLoaded
        state loading(requestID: Int)
        state loaded(count: Int)
        state idle
        state refreshing(requestID: Int)
        event opened(requestID: Int)
        event pulled(requestID: Int)
        event answered(requestID: Int, count: Int)

        """

    private func check(_ body: String) -> (summaries: [String], spec: MarkedSpec, result: CheckResult) {
        let spec = MarkedSpec(Self.states + body)
        let result = spec.check()
        return (result.summaries, spec, result)
    }

    /// The locations of each diagnostic's notes.
    private func noteLocations(_ result: CheckResult) -> [[StateMachineCompiler.SourceLocation]] {
        result.diagnostics.map { $0.notes.map { result.file.location(of: $0.range.start) } }
    }

    private func expectError(
        _ body: String, _ message: String, notesAt markers: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (found, spec, result) = check(body)
        #expect(found == ["\(spec.location("1️⃣").map { "\($0)" } ?? "no marker"): error: \(message)"], sourceLocation: sourceLocation)
        #expect(noteLocations(result) == [markers.compactMap { spec.location($0) }], sourceLocation: sourceLocation)
        #expect(result.machine == nil, sourceLocation: sourceLocation)
    }

    @Test func aValidMachineHasItsRegionsAndOneInitialStatePerRegion() throws {
        let (found, _, result) = check(
            """
            region content = notLoaded, loading, loaded
            region refresh = idle, refreshing
            initial idle, notLoaded
            notLoaded on opened(id) -> loading(id)
            loading(id) on answered(id, count) -> loaded(count)
            idle on pulled(id) [in(loaded)] -> refreshing(id)
            refreshing(id) on answered(id, _) [!in(loading(id))] -> idle
            content on pulled ignore
            loaded on opened ignore
            refreshing on opened ignore

            """)
        // Each region's states are reached from its own initial state; no region is an unused group; each
        // region's late answers are its own warning.
        #expect(
            found == [
                "4:7: warning: no '->' row leaves non-final state 'loaded'; add one or mark the state 'final'",
                "14:1: warning: 'answered' answers work that 'loading' started, but 'loaded' has no row for it: arriving late, "
                    + "it is unhandled; add 'loaded on answered ignore', or a row that rejects it",
                "16:1: warning: 'answered' answers work that 'refreshing' started, but 'idle' has no row for it: arriving late, "
                    + "it is unhandled; add 'idle on answered ignore', or a row that rejects it",
            ])
        let machine = try #require(result.machine)
        #expect(machine.regions.map { machine.groups[$0].name } == ["content", "refresh"])
        // In region order, whatever the order written.
        #expect(machine.regionInitials == [InitialState(state: 0, arguments: []), InitialState(state: 3, arguments: [])])
        #expect(machine.regionOfState == [0, 0, 0, 1, 1])
        #expect(machine.rows[2].guardExpression == .inRegion(RegionTest(target: .state(2, patterns: nil), region: 0, name: "loaded")))
        #expect(
            machine.rows[3].guardExpression
                == .not(.inRegion(RegionTest(target: .state(1, patterns: [.same("id")]), region: 0, name: "loading"))))
        #expect(machine.rows[4].source == .group(0))
        #expect(machine.membership.candidateStates(of: machine.rows[4]) == [0, 1, 2])
    }

    @Test func aStateInTwoRegionsPointsAtTheFirst() {
        expectError(
            "region content = notLoaded, loading, loaded, 2️⃣idle\nregion refresh = 1️⃣idle, refreshing\ninitial notLoaded, refreshing\n",
            "state 'idle' is listed in region 'content' and in region 'refresh': state names are machine-wide "
                + "(each state is one case of the machine), so two regions cannot share one; rename one, e.g. 'refreshIdle'",
            notesAt: ["2️⃣"])
    }

    @Test func aStateInNoRegionIsAnErrorAtItsDeclaration() {
        let (found, spec, _) = check(
            "state 1️⃣stray\nregion content = notLoaded, loading, loaded\nregion refresh = idle, refreshing\ninitial notLoaded, idle\n")
        #expect(
            found == [
                "\(spec.location("1️⃣")!): error: state 'stray' is in no region: a machine with regions is in one state of each, "
                    + "so list 'stray' in one"
            ])
    }

    @Test func anInitialThatMissesARegionNamesIt() {
        expectError(
            "region content = notLoaded, loading, loaded\nregion 2️⃣refresh = idle, refreshing\n1️⃣initial notLoaded\n",
            "'initial' names no state of region 'refresh': name one state per region", notesAt: ["2️⃣"])
    }

    @Test func anInitialThatNamesTwoStatesOfARegionPointsAtTheSecond() {
        expectError(
            "region 2️⃣content = notLoaded, loading, loaded\nregion refresh = idle, refreshing\ninitial notLoaded, 1️⃣loaded, idle\n",
            "'initial' names two states of region 'content', 'notLoaded' and 'loaded': name one state per region", notesAt: ["2️⃣"])
    }

    @Test func anInitialListWithoutRegionsIsRefused() {
        expectError(
            "initial notLoaded, 1️⃣idle\n", "'initial' names one state: only a machine with regions starts in several, one per region")
    }

    @Test func aTargetInAnotherRegionHasANoteAtThatRegion() {
        expectError(
            "region 2️⃣content = notLoaded, loading, loaded\nregion refresh = idle, refreshing\ninitial notLoaded, idle\n"
                + "idle on pulled(id) -> 1️⃣loading(id)\n",
            "'loading' is in region 'content', but the row's source is in region 'refresh': a row moves within its own region",
            notesAt: ["2️⃣"])
    }

    @Test func aSourceListAcrossRegionsIsRefused() {
        expectError(
            "region 2️⃣content = notLoaded, loading, loaded\nregion 3️⃣refresh = idle, refreshing\ninitial notLoaded, idle\n"
                + "1️⃣loaded, idle on pulled ignore\n",
            "this source spans regions 'content' and 'refresh': a row stays inside one region, so write one row per region",
            notesAt: ["2️⃣", "3️⃣"])
    }

    @Test func anyStateIsAmbiguousWithRegions() {
        expectError(
            "region content = notLoaded, loading, loaded\nregion refresh = idle, refreshing\ninitial notLoaded, idle\n"
                + "1️⃣* on pulled ignore\n",
            "'*' is ambiguous in a machine with regions: name the region whose states the row is for ('REGION on ...')")
    }

    @Test func inOfTheRowsOwnRegionIsRefused() {
        expectError(
            "region content = notLoaded, loading, loaded\nregion 2️⃣refresh = idle, refreshing\ninitial notLoaded, idle\n"
                + "idle on pulled(id) [1️⃣in(refreshing)] -> refreshing(id)\n",
            "'in(refreshing)' reads this row's own region 'refresh', which its source already says: 'in' reads another region",
            notesAt: ["2️⃣"])
    }

    @Test func inWithoutRegionsIsRefused() {
        expectError(
            "initial notLoaded\nnotLoaded on opened(id) [1️⃣in(idle)] -> loading(id)\n",
            "'in(idle)' reads another region, and this machine has none: the source already says where the machine is")
    }

    @Test func inBindsNoNewName() {
        expectError(
            "region content = notLoaded, loading, loaded\nregion refresh = idle, refreshing\ninitial notLoaded, idle\n"
                + "loaded on pulled [in(refreshing(1️⃣other))] ignore\n",
            "'in(...)' binds no names: 'other' is not bound by the row; use a bound name to compare, or '_' to skip the value")
    }

    @Test func aRegionInsideAGroupIsOutOfScope() {
        expectError(
            "region 2️⃣content = notLoaded, loading, loaded\nregion refresh = idle, refreshing\ngroup screen = 1️⃣content\n"
                + "initial notLoaded, idle\n",
            "region 'content' cannot be inside 'screen': regions are declared at the top level of a machine "
                + "(a region inside a group is not supported yet)", notesAt: ["2️⃣"])
    }

    @Test func inIsANameWhereNoParenthesisFollows() throws {
        let (found, _, result) = check(
            "context { in: Bool }\ninitial notLoaded\nnotLoaded on opened(id) [in] -> loading(id)\nloading on answered ignore\n")
        #expect(!found.contains { $0.contains("error") })
        #expect(try #require(result.machine).rows[0].guardExpression == .value(.context("in")))
    }
}
