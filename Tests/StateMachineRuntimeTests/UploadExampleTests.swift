import ExampleMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `specs/upload.sm` as generated and driven by a store: a timeout (`after`), an activity
/// (`during`) and a progress update in place (`stays`), on a `TestClock`. These are the
/// README's examples.
@Suite @MainActor struct UploadExampleTests {
    let clock = TestClock()
    let gate = EffectGate<Upload>()

    func makeStore(retriesAllowed: Bool = false) -> MachineStore<Upload> {
        let context = Upload.Context(retriesAllowed: retriesAllowed)
        return MachineStore(state: .idle, context: context, clock: clock, effects: gate.handler)
    }

    @Test func anUploadWithoutProgressStalls() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .milliseconds(4_999))
        #expect(store.state == .uploading(file: "a", percent: 0))
        await clock.advance(by: .milliseconds(1))
        #expect(store.state == .stalled(file: "a"))
        #expect(gate.held == [.keepAwake, .reportStall(file: "a")])
        #expect(gate.cancelled == [.upload(file: "a")])
    }

    @Test func theUploadRunsWhileTheMachineIsUploading() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        #expect(gate.held == [.keepAwake, .upload(file: "a")])
        await gate.release(.upload(file: "a"), replying: [.progressed(percent: 50), .finished])
        #expect(store.state == .done(file: "a"))
        #expect(gate.cancelled == [.keepAwake])
        #expect(store.armedTimerCount == 0)
    }

    @Test func progressUpdatesTheStateInPlace() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(3))
        #expect(store.send(.progressed(percent: 40)) == .updated(effects: []))
        #expect(store.state == .uploading(file: "a", percent: 40))
        #expect(gate.cancelled.isEmpty)
        #expect(gate.held == [.keepAwake, .upload(file: "a")])
        // The stall timer armed on entry keeps running: it fires 5 s after the start.
        await clock.advance(by: .seconds(2))
        #expect(store.state == .stalled(file: "a"))
    }

    @Test func aStalledUploadIsRetriedWhenAllowedAndFailsOtherwise() async {
        let retrying = makeStore(retriesAllowed: true)
        let giving = makeStore(retriesAllowed: false)
        retrying.send(.start(file: "a"))
        giving.send(.start(file: "b"))
        await clock.advance(by: .seconds(15))
        #expect(retrying.state == .uploading(file: "a", percent: 0))
        #expect(giving.state == .stalled(file: "b"))
        await clock.advance(by: .seconds(110))
        #expect(giving.state == .failed(file: "b"))
    }

    @Test func aTimerOfAnEarlierVisitNeverFires() async {
        let store = makeStore()
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(3))
        store.send(.cancel)
        store.send(.start(file: "a"))
        await clock.advance(by: .seconds(4))
        #expect(store.state == .uploading(file: "a", percent: 0))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .stalled(file: "a"))
    }
}
