import StateMachineCompiler
import Testing

/// A machine with regions gets start and scope cases as a machine without regions does: each
/// region's initial state and its states with entry declarations (or timed work) while the other
/// regions stand in their initial states, with every region's entry effects (regions in
/// declaration order) and every region's scopes.
@Suite struct RegionStartScopeTableTests {
    let machine: Machine

    init() throws {
        let result = Pipeline.check(SourceFile(path: "articles.sm", text: RegionInterpreterTests.spec))
        machine = try #require(result.machine, "\(result.summaries)")
    }

    /// `notLoaded, idle` and the like: one state name per region.
    private func names(_ states: [RuntimeCase]) -> String {
        states.map { machine.states[$0.index].name }.joined(separator: ", ")
    }

    private func names(effects: [RuntimeCase]) -> [String] {
        effects.map { machine.effects[$0.index].name }
    }

    @Test func eachRegionsStatesStartBesideTheOtherRegionsInitialStates() {
        let starts = StartTable.cases(for: machine)
        // `loaded`, `refreshing` and `failed` have no entry: their starts would show nothing more.
        #expect(starts.map { names($0.states) } == ["notLoaded, idle", "loading, idle"])
        // entry notLoaded / clearList; entry loading(id) / showSpinner, fetch(id); entry idle / hideBanner.
        #expect(starts.map { names(effects: $0.effects) } == [["clearList", "hideBanner"], ["showSpinner", "fetch", "hideBanner"]])
        let loading = starts[1]
        #expect(loading.effects[1].values == loading.states[0].values, "fetch(id) carries the loading state's id")
    }

    @Test func theScopeCasesListEveryRegionsScopes() {
        let cases = ScopeTable.cases(for: machine)
        // refreshing after 5s [in(loaded)] -> failed: the only timed work, on `refreshing`.
        #expect(cases.map { names($0.states) } == ["notLoaded, idle", "notLoaded, refreshing"])
        #expect(cases.map { $0.scopes.map(\.name) } == [[], ["refreshing"]])
        #expect(cases[1].scopes.first?.timers == [ScopeTimer(timer: 0, delay: .milliseconds(5_000))])
    }

    @Test func theGeneratedTestsOfAMachineWithRegionsCheckItsStartsAndScopes() throws {
        let files = Pipeline.emitTests(Pipeline.plan(machine), module: "Articles", runtime: true)
        let tests = try #require(files.first).contents
        #expect(tests.contains("@Test func entryEffectsOfEachState() {"))
        #expect(tests.contains("@Test func scopesOfEachState() {"))
        #expect(tests.contains("start(ArticleList.State(content: .loading(requestID: "))
    }
}
