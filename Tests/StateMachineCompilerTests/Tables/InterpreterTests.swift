import Testing

@testable import StateMachineCompiler

/// Outcomes worked out by hand from the semantics of one event in the language issue.
@Suite struct InterpreterTests {
    let checkout: Interpreter = Interpreter(HandBuilt.checkout)
    let favorite: Interpreter = Interpreter(HandBuilt.favorite)
    let context: [RuntimeValue] = [.token(family: "UUID", index: 9), .integer(7), .bool(true)]

    func uuid(_ index: Int) -> RuntimeValue { .token(family: "UUID", index: index) }

    @Test func aLegalMoveTransitionsAndYieldsEffectsWithContextValues() throws {
        let step = try checkout.step(from: RuntimeCase(0), on: RuntimeCase(0, [uuid(1)]), context: context)
        #expect(step.outcome == .transitioned(effects: [RuntimeCase(0, [uuid(9), .integer(7), uuid(1)])]))
        #expect(step.state == RuntimeCase(1, [uuid(1)]))
        #expect(step.firedRow == 0)
    }

    @Test func aFailedGuardIsRejectedAndKeepsTheState() throws {
        let step = try checkout.step(from: RuntimeCase(0), on: RuntimeCase(0, [uuid(1)]), context: [uuid(9), .integer(7), .bool(false)])
        #expect(step.outcome == .rejected)
        #expect(step.state == RuntimeCase(0))
        #expect(step.firedRow == nil)
    }

    @Test func aStaleResultIsRejected() throws {
        let submitting = RuntimeCase(1, [uuid(1)])
        let step = try checkout.step(from: submitting, on: RuntimeCase(1, [uuid(2), uuid(3)]), context: context)
        #expect(step.outcome == .rejected)
        #expect(step.state == submitting)
    }

    @Test func theCurrentResultConfirms() throws {
        let step = try checkout.step(from: RuntimeCase(1, [uuid(1)]), on: RuntimeCase(1, [uuid(1), uuid(3)]), context: context)
        #expect(step.outcome == .transitioned(effects: []))
        #expect(step.state == RuntimeCase(3, [uuid(3)]))
    }

    @Test func anIgnoreRowLeavesTheStateAsItWas() throws {
        let confirmed = RuntimeCase(3, [uuid(3)])
        let step = try checkout.step(from: confirmed, on: RuntimeCase(1, [uuid(1), uuid(4)]), context: context)
        #expect(step.outcome == .ignored)
        #expect(step.state == confirmed)
        #expect(step.firedRow == 9)
    }

    @Test func aPairWithoutRowsIsUnhandled() throws {
        let confirmed = RuntimeCase(3, [uuid(3)])
        let step = try checkout.step(from: confirmed, on: RuntimeCase(0, [uuid(1)]), context: context)
        #expect(step.outcome == .unhandled)
        #expect(step.state == confirmed)
    }

    @Test(arguments: [
        RuntimeCase(0, [.bool(true)]), RuntimeCase(1, [.bool(false), .bool(true), .token(family: "UUID", index: 1)]),
        RuntimeCase(2, [.bool(false)]),
    ])
    func anyStateRowFiresInEveryState(state: RuntimeCase) throws {
        let step = try favorite.step(from: state, on: RuntimeCase(5, [.bool(false)]))
        #expect(step.outcome == .transitioned(effects: []))
        #expect(step.state == RuntimeCase(0, [.bool(false)]))
    }

    @Test func anAnyStateTransitionIsNoCandidateInAFinalState() throws {
        let machine = HandBuilt.machine(
            "Door", states: [HandBuilt.declaration("open"), HandBuilt.declaration("gone", final: true)],
            events: [HandBuilt.declaration("close"), HandBuilt.declaration("knock")],
            rows: [HandBuilt.row(5, .any, 0, nil, HandBuilt.to(0)), HandBuilt.row(6, .any, 1, nil, .ignore)])
        let door = Interpreter(machine)
        #expect(try door.step(from: RuntimeCase(1), on: RuntimeCase(0)).outcome == .unhandled)
        #expect(try door.step(from: RuntimeCase(1), on: RuntimeCase(1)).outcome == .ignored)
        #expect(try door.step(from: RuntimeCase(0), on: RuntimeCase(0)).outcome == .transitioned(effects: []))
    }

    @Test func anyStateRowsTakePartInWrittenOrderNotAsFallback() throws {
        let machine = HandBuilt.machine(
            "Order", states: [HandBuilt.declaration("a"), HandBuilt.declaration("b"), HandBuilt.declaration("c")],
            events: [HandBuilt.declaration("go")],
            rows: [HandBuilt.row(5, .any, 0, nil, HandBuilt.to(2)), HandBuilt.row(6, .state(0, patterns: nil), 0, nil, HandBuilt.to(1))])
        let step = try Interpreter(machine).step(from: RuntimeCase(0), on: RuntimeCase(0))
        #expect(step.state == RuntimeCase(2))
        #expect(step.firedRow == 0)
    }
}
