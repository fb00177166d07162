import StateMachineTestSupport
import Testing

@testable import StateMachineCompiler

/// The generated machine file and runtime conformance of a machine with regions, compiled
/// with the runtime and run by a store on a `TestClock`: each region's timers keep their
/// deadlines through the other region's moves. Expectations worked out by hand from
/// `RegionConformanceTests.feed`: `content after 60s`, `loading after 15s`, `syncing after 30s`.
@Suite(.enabled(if: Swiftc.isAvailable)) struct RegionStoreCompileTests {
    @Test func aStoreRunsEveryRegionsTimersByItsOwnRegionsMoves() throws {
        let machine = try #require(Pipeline.check(SourceFile(path: "feed.sm", text: RegionConformanceTests.feed)).machine)
        let testing = ["TestClock.swift", "TestClockSchedule.swift", "SourceLocation+CallSite.swift"]
        var files = try testing.reduce(into: [String: String]()) {
            $0[$1] = try PackageFiles.text("Sources/StateMachineRuntimeTesting/\($1)")
        }
        files["feed.swift"] = SwiftMachineEmitter.emit(machine).contents
        files["feed+StateMachine.swift"] = RuntimeConformanceEmitter.emit(machine).contents
        files["main.swift"] = """
            import StateMachineRuntime

            let clock = TestClock()
            var started: [String] = []
            let store = MachineStore<Feed>(state: .initial, clock: clock) { effect, _ in
                await MainActor.run { started.append("\\(effect)") }
            }
            store.send(.syncTapped)  // 0 s: `syncing` due at 30 s; `content` armed at 0 s, due at 60 s
            await clock.advance(by: .seconds(20))
            store.send(.open(page: 2))  // 20 s: `loading` due at 35 s; `syncing` keeps its deadline
            await clock.advance(by: .seconds(10))
            print(store.state.content, store.state.refresh, store.armedTimerCount)
            store.send(.loaded)  // 30 s: `busy` and `content` are kept
            await clock.advance(by: .seconds(30))
            print(store.state.content, store.state.refresh, store.armedTimerCount)
            await store.finish()
            // Each effect runs in a task of its own: the order they reach the main actor is not theirs to keep.
            print(started.sorted().joined(separator: " "))

            """
        let output = try Swiftc.buildAndRun(files, linking: FinalMemberScopeTests.runtimeSources())
        #expect(
            output == """
                loading(page: 2) resting 2
                gone resting 0
                fetch(page: 2) keepAwake sync(attempt: 1)

                """)
    }
}
