import ExampleMachines
import Foundation
import StateMachineRuntime
import StateMachineRuntimeTesting
import Testing

/// A machine without regions and with a context: the trace names its state `state`, carries the
/// context in its header and again on the step that read it after the owner changed it.
@Suite @MainActor struct CheckoutTraceTests {
    let gate = EffectGate<Checkout>()
    let files: TraceFiles

    init() throws { files = try TraceFiles() }

    static let checkout = "00000000-0000-0000-0000-00000000000C"
    static let firstTry = "00000000-0000-0000-0000-000000000001"
    static let secondTry = "00000000-0000-0000-0000-000000000002"

    func record(to name: String) throws {
        let (checkout, firstTry, secondTry) = (
            try #require(UUID(uuidString: Self.checkout)), try #require(UUID(uuidString: Self.firstTry)),
            try #require(UUID(uuidString: Self.secondTry))
        )
        let context = Checkout.Context(checkoutID: checkout, quoteRevision: 3, hasValidAddress: false)
        let store = MachineStore<Checkout>(state: .draft, context: context, clock: TestClock(), effects: gate.handler)
        try store.recordTrace(to: files.url(name))
        store.send(.submitTapped(operationID: firstTry))
        store.context = Checkout.Context(checkoutID: checkout, quoteRevision: 4, hasValidAddress: true)
        store.send(.submitTapped(operationID: secondTry))
        store.send(.submitOutcomeUnknown(operationID: secondTry))
        store.send(.submitAccepted(operationID: secondTry, orderID: checkout))
        store.stopRecordingTrace()
    }

    @Test func theContextIsWrittenFirstAndWhereItChanged() throws {
        try record(to: "checkout.jsonl")
        let lines = try files.lines("checkout.jsonl")
        let (checkout, secondTry) = (Self.checkout, Self.secondTry)
        #expect(lines.count == 5)
        #expect(
            lines.first
                == #"{"trace":"statemachine-gen","version":1,"machine":"Checkout","state":{"state":"draft"},"stateFields":{"state":{}},"context":{"checkoutID":"\#(checkout)","quoteRevision":3,"hasValidAddress":false}}"#
        )
        #expect(
            lines.dropFirst(2).first
                == #"{"step":2,"input":{"event":"submitTapped","fields":{"operationID":"\#(secondTry)"}},"outcome":"transitioned","effects":["submit(checkoutID: \#(checkout), quoteRevision: 4, operationID: \#(secondTry))"],"state":{"state":"submitting"},"stateFields":{"state":{"operationID":"\#(secondTry)"}},"fromEffect":false,"context":{"checkoutID":"\#(checkout)","quoteRevision":4,"hasValidAddress":true}}"#
        )
    }

    @Test func theSpecItRanAgreesSilently() throws {
        try record(to: "checkout.jsonl")
        let replay = files.replay("specs/checkout.sm", ["checkout.jsonl"])
        #expect(replay.status == .success)
        #expect(replay.output == "" && replay.errors == "")
    }

    @Test func aChangedEffectArgumentIsFoundAtItsStep() throws {
        try record(to: "checkout.jsonl")
        let spec = try files.changedSpec(
            "specs/checkout.sm", replacing: "-> reconciling(op) / reconcile(checkoutID, op)", with: "-> reconciling(op) / reconcile(op, op)"
        )
        let replay = files.replay(spec, ["checkout.jsonl"])
        let (checkout, secondTry) = (Self.checkout, Self.secondTry)
        #expect(replay.status == .specErrors)
        #expect(
            replay.output == """
                \(files.url("checkout.jsonl").path):4: step 3, submitOutcomeUnknown(operationID: "\(secondTry)"): \(spec) differs in effects
                  recorded: transitioned, effects [reconcile(checkoutID: \(checkout), operationID: \(secondTry))], state state: reconciling {"operationID":"\(secondTry)"}
                  \(spec): transitioned, effects [reconcile(checkoutID: \(secondTry), operationID: \(secondTry))], state state: reconciling {"operationID":"\(secondTry)"}

                """)
    }
}
