import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The reference interpreter's scopes of a state (what a runtime conformance's
/// `scopes(of:context:)` must list) and the scope table planned from them; every scope worked
/// out by hand from the spec.
@Suite struct ScopeTableTests {
    // specs/upload.sm: states idle 0, uploading 1, stalled 2, done 3, failed 4; effects upload 0,
    // keepAwake 1; timers uploadingTimeout 0, stalledTimeoutToUploading 1, stalledTimeoutToFailed 2;
    // `during busy / keepAwake`, `during uploading(file, _) / upload(file)`, busy = uploading, stalled.
    private let busy = RuntimeScope(name: "busy", kind: .group, activities: [RuntimeCase(1)])

    @Test func uploadingIsInBusyAndItsOwnCase() throws {
        let interpreter = Interpreter(try ExampleSpecs.machine("upload"))
        let scopes = try interpreter.scopes(of: RuntimeCase(1, [.string("a.txt"), .integer(40)]), context: [.bool(false)])
        #expect(
            scopes == [
                busy,
                RuntimeScope(
                    name: "uploading", kind: .state, timers: [ScopeTimer(timer: 0, delay: .milliseconds(5_000))],
                    activities: [RuntimeCase(0, [.string("a.txt")])]),
            ])
    }

    @Test func stalledArmsBothItsTimersInWrittenOrder() throws {
        let interpreter = Interpreter(try ExampleSpecs.machine("upload"))
        let scopes = try interpreter.scopes(of: RuntimeCase(2, [.string("a.txt")]), context: [.bool(true)])
        let timers = [ScopeTimer(timer: 1, delay: .milliseconds(10_000)), ScopeTimer(timer: 2, delay: .milliseconds(120_000))]
        #expect(scopes == [busy, RuntimeScope(name: "stalled", kind: .state, timers: timers)])
    }

    @Test func statesWithoutTimersOrActivitiesAreInNoScope() throws {
        let interpreter = Interpreter(try ExampleSpecs.machine("upload"))
        #expect(try interpreter.scopes(of: RuntimeCase(0), context: [.bool(true)]).isEmpty)
        #expect(try interpreter.scopes(of: RuntimeCase(3, [.string("a.txt")]), context: [.bool(true)]).isEmpty)
    }

    static let lamp = MarkedSpec(
        """
        machine Lamp
        context {
            patience: Duration
        }
        initial off
        state off
        state bright(level: Int)
        state dim(level: Int)
        state broken final
        event press
        effect glow(level: Int)
        group lit = bright, dim
        during bright(level) / glow(level)
        off on press -> bright(1)
        lit after patience -> off
        * after 300ms -> broken
        """)

    /// `*` comes first and sits out in final states, a group's timer reads its delay from the
    /// context, and the case's activity binds the payload.
    @Test func anyStateAndGroupTimersComeFirstAndAFieldDelayIsTheContextsValue() throws {
        let interpreter = Interpreter(try #require(Self.lamp.check().machine))
        let patience = RuntimeValue.token(family: "Duration", index: 4)
        let any = RuntimeScope(name: "*", kind: .group, timers: [ScopeTimer(timer: 1, delay: .milliseconds(300))])
        let lit = RuntimeScope(name: "lit", kind: .group, timers: [ScopeTimer(timer: 0, delay: .value(patience))])
        #expect(
            try interpreter.scopes(of: RuntimeCase(1, [.integer(7)]), context: [patience])
                == [any, lit, RuntimeScope(name: "bright", kind: .state, activities: [RuntimeCase(0, [.integer(7)])])])
        #expect(try interpreter.scopes(of: RuntimeCase(2, [.integer(7)]), context: [patience]) == [any, lit])
        #expect(try interpreter.scopes(of: RuntimeCase(0), context: [patience]) == [any])
        #expect(try interpreter.scopes(of: RuntimeCase(3), context: [patience]).isEmpty)
    }

    @Test func theTableHasOneCasePerStateWithItsSamples() throws {
        let cases = ScopeTable.cases(for: try ExampleSpecs.machine("upload"))
        #expect(cases.map(\.states.count) == [1, 1, 1, 1, 1])
        #expect(cases.compactMap(\.states.first?.index) == [0, 1, 2, 3, 4])
        let uploading = try #require(cases.first { $0.states.first?.index == 1 })
        #expect(uploading.states == [RuntimeCase(1, [.string("sample 1"), .integer(1)])])
        #expect(uploading.context == [.bool(true)])
        #expect(uploading.scopes.map(\.name) == ["busy", "uploading"])
        #expect(uploading.scopes.last?.activities == [RuntimeCase(0, [.string("sample 1")])])
    }

    @Test func aSpecWithoutTimersOrActivitiesHasNoScopeCases() throws {
        #expect(ScopeTable.cases(for: try ExampleSpecs.machine("checkout")).isEmpty)
    }
}
