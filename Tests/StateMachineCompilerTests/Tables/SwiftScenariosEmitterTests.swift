import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

@Suite struct SwiftScenariosEmitterTests {
    @Test func theFileIsNamedFromTheSpecAlone() {
        #expect(SwiftScenariosEmitter.fileName(forSpec: "specs/checkout.sm") == "checkout.scenarios.swift")
        #expect(SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop").name == "checkout.scenarios.swift")
    }

    @Test func theOutputIsTheSameOnEveryRun() {
        #expect(
            SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop")
                == SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop")
        )
    }

    @Test func aMachineWithoutContextWalksWithoutOne() {
        let text = SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.favorite), module: "Shop").contents
        Snippet.expect(
            """
                @Test("idle → saving, toggle ignored")
                func idleSavingToggleIgnored() {
                    var walk = Walk(from: .idle(confirmed: true))
                    walk.send(
                        .toggle(desired: false, operationID: uuid1),
                        expecting: .transitioned(effects: [.save(operationID: uuid1, desired: false)]),
                        then: .saving(confirmed: true, desired: false, operationID: uuid1))  // favorite.sm:21
                    walk.send(
                        .toggle(desired: true, operationID: uuid2),
                        expecting: .ignored,
                        then: .saving(confirmed: true, desired: false, operationID: uuid1))  // favorite.sm:22
                }
            """, in: text)
        Snippet.expect(
            """
                struct Walk {
                    private(set) var state: Favorite.State

                    init(from state: Favorite.State) {
                        self.state = state
                    }

                    // Each argument gets its type from the parameter, which keeps type-checking fast;
                    // the caller's line becomes the failure's location.
                    mutating func send(
                        _ event: Favorite.Event, expecting outcome: Favorite.Outcome, then next: Favorite.State,
                        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
                    ) {
                        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                        let actual = Favorite.reduce(&state, on: event)
                        #expect(actual == outcome, sourceLocation: location)
                        #expect(state == next, sourceLocation: location)
                    }
                }
            """, in: text)
        #expect(!text.contains("context"))
    }

    @Test func eachStepNamesTheRowThatFiresAndWhyItIsThere() {
        let text = SwiftScenariosEmitter.emit(Pipeline.plan(HandBuilt.checkout), module: "Shop").contents
        // Too wide for one line: one argument per line, the comment after the last.
        Snippet.expect(
            """
                @Test("draft → submitting → rejected → submitting, stale submitAccepted rejected, \
            current submitAccepted → confirmed")
                func draftSubmittingRejectedSubmittingStaleSubmitAcceptedRejectedCurrentSubmitAcceptedConfirmed() {
                    var walk = Walk(from: .draft, context: context1)
                    walk.send(
                        .submitTapped(operationID: uuid2),
                        expecting: .transitioned(effects: [.submit(checkoutID: uuid1, quoteRevision: 1, operationID: uuid2)]),
                        then: .submitting(operationID: uuid2))  // checkout.sm:29
                    walk.send(
                        .submitRejected(operationID: uuid2, message: "sample 1"),
                        expecting: .transitioned(effects: []),
                        then: .rejected(message: "sample 1"))  // checkout.sm:33
                    walk.send(
                        .submitTapped(operationID: uuid4),
                        expecting: .transitioned(effects: [.submit(checkoutID: uuid1, quoteRevision: 1, operationID: uuid4)]),
                        then: .submitting(operationID: uuid4))  // checkout.sm:30
                    walk.send(
                        .submitAccepted(operationID: uuid2, orderID: uuid3),
                        expecting: .rejected,
                        then: .submitting(operationID: uuid4))  // stale: carries the op of the earlier submitting
                    walk.send(
                        .submitAccepted(operationID: uuid4, orderID: uuid5),
                        expecting: .transitioned(effects: []),
                        then: .confirmed(orderID: uuid5))  // carries the current op; checkout.sm:32
                }
            """, in: text)
        Snippet.expect(
            """
                @Test("draft → submitting → confirmed, submitAccepted again ignored")
                func draftSubmittingConfirmedSubmitAcceptedAgainIgnored() {
                    var walk = Walk(from: .draft, context: context1)
                    walk.send(
                        .submitTapped(operationID: uuid2),
                        expecting: .transitioned(effects: [.submit(checkoutID: uuid1, quoteRevision: 1, operationID: uuid2)]),
                        then: .submitting(operationID: uuid2))  // checkout.sm:29
                    walk.send(
                        .submitAccepted(operationID: uuid2, orderID: uuid3),
                        expecting: .transitioned(effects: []),
                        then: .confirmed(orderID: uuid3))  // checkout.sm:32
                    walk.send(
                        .submitAccepted(operationID: uuid2, orderID: uuid3),
                        expecting: .ignored,
                        then: .confirmed(orderID: uuid3))  // the same event again; checkout.sm:38
                }
            """, in: text)
    }
}
