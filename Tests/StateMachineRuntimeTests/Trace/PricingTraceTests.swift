import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `specs/pricing.sm`: groups with entry and exit effects, a timer whose state carries a
/// revision, and a `Decimal` total, which the trace writes as a JSON number.
@Suite @MainActor struct PricingTraceTests {
    let clock = TestClock()
    let gate = EffectGate<Pricing>()
    let files: TraceFiles

    init() throws { files = try TraceFiles() }

    func record(to name: String) async throws {
        let checkoutID = try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000C"))
        let context = Pricing.Context(checkoutID: checkoutID, tracksSlowQuotes: true)
        let store = MachineStore<Pricing>(state: .idle, context: context, clock: clock, effects: gate.handler)
        try store.recordTrace(to: files.url(name))
        store.send(.inputsChanged(revision: 1))
        await clock.advance(by: .seconds(5))
        store.send(.quoteReceived(revision: 1, total: Decimal(string: "12.5") ?? 0))
        store.send(.quoteReceived(revision: 2, total: 3))
        store.stopRecordingTrace()
    }

    @Test func aDecimalIsANumberAndTheTimerAndGroupEffectsReplay() async throws {
        try await record(to: "pricing.jsonl")
        let lines = try files.lines("pricing.jsonl")
        #expect(lines.count == 5)
        #expect(
            lines.dropFirst(2).first
                == #"{"step":2,"input":{"timer":"loadingTimeout"},"outcome":"transitioned","effects":["reportSlowQuote(revision: 1)"],"state":{"state":"waitingLonger"},"stateFields":{"state":{"revision":1}},"fromEffect":false}"#
        )
        #expect(lines.dropFirst(3).first?.contains(#""stateFields":{"state":{"revision":1,"total":12.5}}"#) == true)
        // 12.5 is no whole number, which the interpreter's are: it replays as a value equal to itself.
        let replay = files.replay("specs/pricing.sm", ["pricing.jsonl"])
        #expect(replay.status == .success)
        #expect(replay.output == "" && replay.errors == "")
    }

    @Test func wholeTotalsReplay() async throws {
        let checkoutID = try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000C"))
        let store = MachineStore<Pricing>(
            state: .idle, context: Pricing.Context(checkoutID: checkoutID, tracksSlowQuotes: false), clock: clock,
            effects: gate.handler)
        try store.recordTrace(to: files.url("whole.jsonl"))
        store.send(.inputsChanged(revision: 1))
        await clock.advance(by: .seconds(5))
        store.send(.quoteReceived(revision: 1, total: 12))
        store.send(.screenClosed)
        store.stopRecordingTrace()
        #expect(try files.lines("whole.jsonl").dropFirst(3).first?.contains(#""total":12}"#) == true)
        let replay = files.replay("specs/pricing.sm", ["whole.jsonl"])
        #expect(replay.status == .success)
        #expect(replay.output == "" && replay.errors == "")
    }
}
