import Foundation
import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// A group's timers and activities sit out in its final states, as its `->` rows do; and
/// timers due at the same instant fire outermost scope first. The scopes are worked out by
/// hand; the store runs the generated conformance on a `TestClock`.
@Suite(.enabled(if: Swiftc.isAvailable)) struct FinalMemberScopeTests {
    /// `session` holds a final state; `busy after 5s` and `session after 5s` are due together.
    static let closing = """
        machine Closing
        initial open
        state open
        state busy
        state done final
        group session = busy, done
        event start
        event finish
        effect poll
        open on start -> busy
        busy on finish -> done
        busy after 5s -> open
        session after 5s -> done
        during session / poll

        """

    @Test func aFinalMemberIsInNoneOfItsGroupsScopes() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "closing.sm", text: Self.closing)).machine)
        let interpreter = Interpreter(machine)
        // states open 0, busy 1, done 2; effect poll 0; timers busyTimeout 0, sessionTimeout 1.
        #expect(try interpreter.scopes(of: RuntimeCase(2)).isEmpty)
        let session = RuntimeScope(
            name: "session", kind: .group, timers: [ScopeTimer(timer: 1, delay: .milliseconds(5_000))], activities: [RuntimeCase(0)])
        let busy = RuntimeScope(name: "busy", kind: .state, timers: [ScopeTimer(timer: 0, delay: .milliseconds(5_000))])
        #expect(try interpreter.scopes(of: RuntimeCase(1)) == [session, busy])
    }

    @Test func aStoreArmsNoGroupTimerInAFinalMemberAndFiresTheOutermostFirst() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "closing.sm", text: Self.closing)).machine)
        let testing = ["TestClock.swift", "TestClockSchedule.swift", "SourceLocation+CallSite.swift"]
        var files = try testing.reduce(into: [String: String]()) {
            $0[$1] = try PackageFiles.text("Sources/StateMachineRuntimeTesting/\($1)")
        }
        files["closing.swift"] = SwiftMachineEmitter.emit(machine).contents
        files["closing+StateMachine.swift"] = RuntimeConformanceEmitter.emit(machine).contents
        files["main.swift"] = """
            import StateMachineRuntime

            let clock = TestClock()
            // Into `done` before the timers are due: leaving for a final member cancels the group's work.
            let finished = MachineStore<Closing>(state: .open, clock: clock) { _, _ in }
            finished.send(.start)
            finished.send(.finish)
            print(finished.state, finished.armedTimerCount)
            // Both timers due at 5 s: the group's (outermost) fires first, though written second.
            let waiting = MachineStore<Closing>(state: .open, clock: clock) { _, _ in }
            waiting.send(.start)
            await clock.advance(by: .seconds(10))
            print(finished.state, finished.counts.unhandled, waiting.state, waiting.counts.unhandled, waiting.armedTimerCount)

            """
        let output = try Swiftc.buildAndRun(files, linking: Self.runtimeSources())
        #expect(output == "done 0\ndone 0 done 0 0\n")
    }

    /// Every Swift file of the runtime, its subfolders (the journal's) included.
    static func runtimeSources() -> [String] {
        let folder = PackageFiles.url("Sources/StateMachineRuntime")
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
