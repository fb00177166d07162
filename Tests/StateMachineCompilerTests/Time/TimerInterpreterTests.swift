import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The reference interpreter firing `after` rows, as the generated `reduce(_:after:)` does;
/// every outcome worked out by hand from the spec.
@Suite struct TimerInterpreterTests {
    // specs/upload.sm: states idle 0, uploading 1, stalled 2, done 3, failed 4; effects upload 0,
    // keepAwake 1, reportStall 2; timers uploadingTimeout 0 (row 4), stalledTimeoutToUploading 1 (row 5,
    // [retriesAllowed]), stalledTimeoutToFailed 2 (row 6); context: retriesAllowed.
    private func upload() throws -> Interpreter { Interpreter(try ExampleSpecs.machine("upload")) }

    @Test func aTimerInItsSourceFiresItsRowWithItsEffects() throws {
        let step = try upload().step(from: RuntimeCase(1, [.string("a.txt"), .integer(40)]), after: 0, context: [.bool(false)])
        #expect(step.outcome == .transitioned(effects: [RuntimeCase(2, [.string("a.txt")])]))
        #expect(step.state == RuntimeCase(2, [.string("a.txt")]))
        #expect(step.firedRow == 4)
    }

    @Test func itsGuardIsReadWhenItFires() throws {
        let stalled = RuntimeCase(2, [.string("a.txt")])
        let allowed = try upload().step(from: stalled, after: 1, context: [.bool(true)])
        #expect(allowed.outcome == .transitioned(effects: []))
        #expect(allowed.state == RuntimeCase(1, [.string("a.txt"), .integer(0)]))
        #expect(allowed.firedRow == 5)
        let refused = try upload().step(from: stalled, after: 1, context: [.bool(false)])
        #expect(refused.outcome == .rejected)
        #expect(refused.state == stalled)
        #expect(refused.firedRow == nil)
    }

    @Test func aTimerOutsideItsSourceIsUnhandled() throws {
        let uploading = RuntimeCase(1, [.string("a.txt"), .integer(40)])
        let step = try upload().step(from: uploading, after: 2, context: [.bool(true)])
        #expect(step.outcome == .unhandled)
        #expect(step.state == uploading)
        #expect(try upload().step(from: RuntimeCase(0), after: 0, context: [.bool(true)]).outcome == .unhandled)
    }

    /// A `*` timer leaves any non-final state, with the exit effects of what it leaves.
    @Test func anAnyStateTimerLeavesWithExitEffectsAndSitsOutInFinalStates() throws {
        let spec = MarkedSpec(
            """
            machine Door
            initial closed
            state closed
            state open
            state gone final
            event push
            effect lock
            effect bye
            group shut = closed
            exit shut / bye
            closed on push -> open
            * after 1s -> gone / lock
            """)
        let interpreter = Interpreter(try #require(spec.check().machine))
        let fromClosed = try interpreter.step(from: RuntimeCase(0), after: 0)
        #expect(fromClosed.outcome == .transitioned(effects: [RuntimeCase(1), RuntimeCase(0)]))
        #expect(fromClosed.state == RuntimeCase(2))
        #expect(fromClosed.firedRow == 1)
        #expect(try interpreter.step(from: RuntimeCase(1), after: 0).outcome == .transitioned(effects: [RuntimeCase(0)]))
        #expect(try interpreter.step(from: RuntimeCase(2), after: 0).outcome == .unhandled)
    }
}
