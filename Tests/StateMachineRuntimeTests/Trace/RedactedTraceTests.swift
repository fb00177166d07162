import Foundation
import RuntimeTestMachines
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// `Tests/RuntimeTestMachines/signIn.sm` marks the password and the token `sensitive`: the
/// trace writes `"<redacted>"` for them, and their values appear nowhere in the file.
@Suite @MainActor struct RedactedTraceTests {
    let gate = EffectGate<SignIn>()
    let files: TraceFiles

    init() throws { files = try TraceFiles() }

    static let password = "correct horse battery staple"
    static let token = "tok-5f3a9c"

    func record(to name: String) throws {
        let store = MachineStore<SignIn>(state: .signedOut, clock: TestClock(), effects: gate.handler)
        try store.recordTrace(to: files.url(name))
        store.send(.submitted(user: "ann", password: Self.password))
        store.send(.succeeded)
        store.send(.tokenRefreshed(token: Self.token))
        store.stopRecordingTrace()
    }

    @Test func sensitiveValuesAreRedactedInEveryField() throws {
        try record(to: "signIn.jsonl")
        let bytes = try Data(contentsOf: files.url("signIn.jsonl"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains(Self.password))
        #expect(!text.contains(Self.token))
        #expect(
            try files.lines("signIn.jsonl") == [
                #"{"trace":"statemachine-gen","version":1,"machine":"SignIn","state":{"state":"signedOut"},"stateFields":{"state":{}},"context":{}}"#,
                #"{"step":1,"input":{"event":"submitted","fields":{"user":"ann","password":"<redacted>"}},"outcome":"transitioned","effects":["authenticate(user: \"ann\", password: <redacted>)"],"state":{"state":"signingIn"},"stateFields":{"state":{"user":"ann","password":"<redacted>"}},"fromEffect":false}"#,
                #"{"step":2,"input":{"event":"succeeded","fields":{}},"outcome":"transitioned","effects":[],"state":{"state":"signedIn"},"stateFields":{"state":{"user":"ann"}},"fromEffect":false}"#,
                #"{"step":3,"input":{"event":"tokenRefreshed","fields":{"token":"<redacted>"}},"outcome":"ignored","effects":[],"state":{"state":"signedIn"},"stateFields":{"state":{"user":"ann"}},"fromEffect":false}"#,
            ])
    }

    @Test func redactedFieldsReplayWithStandIns() throws {
        try record(to: "signIn.jsonl")
        let replay = files.replay("Tests/RuntimeTestMachines/signIn.sm", ["signIn.jsonl"])
        #expect(replay.status == .success)
        #expect(replay.output == "" && replay.errors == "")
    }

    @Test func aTraceThatCannotBeWrittenIsAnErrorAtOnce() {
        let store = MachineStore<SignIn>(state: .signedOut, clock: TestClock(), effects: gate.handler)
        #expect(throws: (any Error).self) { try store.recordTrace(to: files.url("no such folder/signIn.jsonl")) }
        #expect(store.send(.succeeded) == .unhandled)
    }
}
