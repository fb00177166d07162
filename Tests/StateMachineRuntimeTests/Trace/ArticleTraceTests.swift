import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// A store running `specs/articles.sm` (two regions and a timer) records a trace; `replay`
/// agrees with it on the spec, and finds the first step a changed spec does differently.
/// Every expected line is written out by hand from the spec's rows.
@Suite @MainActor struct ArticleTraceTests {
    let clock = TestClock()
    let gate = EffectGate<ArticleList>()
    let files: TraceFiles

    init() throws { files = try TraceFiles() }

    static let first = "00000000-0000-0000-0000-000000000001"
    static let refresh = "00000000-0000-0000-0000-000000000002"

    /// Loads, refreshes, fails the refresh and lets the banner's 4 s timer fire.
    func record(to name: String) async throws {
        let (first, refresh) = (try #require(UUID(uuidString: Self.first)), try #require(UUID(uuidString: Self.refresh)))
        let store = MachineStore<ArticleList>(state: .initial, clock: clock, effects: gate.handler)
        try store.recordTrace(to: files.url(name))
        store.send(.appeared(operationID: first))
        await gate.release(.loadArticles(operationID: first), replying: [.loadSucceeded(operationID: first, articles: ["a"])])
        store.send(.pulledToRefresh(operationID: refresh))
        store.send(.refreshFailed(operationID: refresh))
        await clock.advance(by: .seconds(4))
        store.stopRecordingTrace()
        #expect(store.traceFailure == nil)
    }

    @Test func eachEventAndTimerIsALineWithItsOutcomeEffectsAndState() async throws {
        try await record(to: "articles.jsonl")
        let lines = try files.lines("articles.jsonl")
        let (first, refresh) = (Self.first, Self.refresh)
        #expect(
            lines == [
                #"{"trace":"statemachine-gen","version":1,"machine":"ArticleList","state":{"content":"notLoaded","refresh":"idle"},"stateFields":{"content":{},"refresh":{}},"context":{}}"#,
                #"{"step":1,"input":{"event":"appeared","fields":{"operationID":"\#(first)"}},"outcome":"transitioned","effects":[],"state":{"content":"loading","refresh":"idle"},"stateFields":{"content":{"operationID":"\#(first)"},"refresh":{}},"fromEffect":false}"#,
                #"{"step":2,"input":{"event":"loadSucceeded","fields":{"operationID":"\#(first)","articles":["a"]}},"outcome":"transitioned","effects":[],"state":{"content":"loaded","refresh":"idle"},"stateFields":{"content":{"articles":["a"]},"refresh":{}},"fromEffect":true}"#,
                #"{"step":3,"input":{"event":"pulledToRefresh","fields":{"operationID":"\#(refresh)"}},"outcome":"transitioned","effects":[],"state":{"content":"loaded","refresh":"refreshing"},"stateFields":{"content":{"articles":["a"]},"refresh":{"operationID":"\#(refresh)"}},"fromEffect":false}"#,
                #"{"step":4,"input":{"event":"refreshFailed","fields":{"operationID":"\#(refresh)"}},"outcome":"transitioned","effects":["showRefreshBanner"],"state":{"content":"loaded","refresh":"failed"},"stateFields":{"content":{"articles":["a"]},"refresh":{}},"fromEffect":false}"#,
                #"{"step":5,"input":{"timer":"failedTimeout"},"outcome":"transitioned","effects":["hideRefreshBanner"],"state":{"content":"loaded","refresh":"idle"},"stateFields":{"content":{"articles":["a"]},"refresh":{}},"fromEffect":false}"#,
            ])
    }

    @Test func theSpecItRanAgreesSilently() async throws {
        try await record(to: "articles.jsonl")
        let replay = files.replay("specs/articles.sm", ["articles.jsonl"])
        #expect(replay.status == .success)
        #expect(replay.output == "")
        #expect(replay.errors == "")
    }

    @Test func aChangedTargetIsFoundAtTheFirstStepItChanges() async throws {
        try await record(to: "articles.jsonl")
        let spec = try files.changedSpec(
            "specs/articles.sm", replacing: "refreshing(id) on refreshFailed(id)                 -> failed",
            with: "refreshing(id) on refreshFailed(id)                 -> idle")
        let replay = files.replay(spec, ["articles.jsonl"])
        #expect(replay.status == .specErrors)
        let trace = files.url("articles.jsonl").path
        #expect(
            replay.output == """
                \(trace):5: step 4, refreshFailed(operationID: "\(Self.refresh)"): \(spec) differs in effects, state
                  recorded: transitioned, effects [showRefreshBanner], state content: loaded {"articles":["a"]}, refresh: failed
                  \(spec): transitioned, effects [], state content: loaded {"articles":["a"]}, refresh: idle

                """)
    }

    @Test func aChangedEffectIsFoundAtTheTimerThatAsksForIt() async throws {
        try await record(to: "articles.jsonl")
        let spec = try files.changedSpec(
            "specs/articles.sm", replacing: "exit failed / hideRefreshBanner", with: "exit failed / showRefreshBanner")
        let replay = files.replay(spec, ["articles.jsonl"])
        #expect(replay.status == .specErrors)
        #expect(replay.output.hasPrefix("\(files.url("articles.jsonl").path):6: step 5, timer failedTimeout: \(spec) differs in effects\n"))
        #expect(replay.output.contains("  \(spec): transitioned, effects [showRefreshBanner], state content: loaded"))
    }
}
