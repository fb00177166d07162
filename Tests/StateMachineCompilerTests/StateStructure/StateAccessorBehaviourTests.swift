import Foundation
import StateMachineCompiler
import Testing

/// The generated accessors compiled (warnings as errors) and read in a program: each answers
/// what its state holds, `nil` or `false` elsewhere. Expected output by hand from the specs.
@Suite struct StateAccessorBehaviourTests {
    func emitted(_ name: String, _ spec: String) throws -> String {
        let result = Pipeline.check(SourceFile(path: "\(name).sm", text: spec))
        return SwiftMachineEmitter.emit(try #require(result.machine, "\(result.summaries)")).contents
    }

    @Test func eachAccessorReadsItsStateAndNothingElse() throws {
        let door = try emitted(
            "door",
            """
            machine Door
            initial ajar(1, nil)
            state ajar(count: Int, note: String?)
            state shut(count: Int)
            state locked(code: String, note: String?)
            event push
            ajar(n, _) on push -> shut(n)
            shut on push -> locked("42", "kept")
            locked on push -> ajar(7, nil)

            """)
        let list = try emitted(
            "list",
            """
            machine List
            initial loading, idle
            state loading
            state loaded(articles: [String])
            state idle
            state refreshing(attempt: Int)
            region content = loading, loaded
            region refresh = idle, refreshing
            event done(articles: [String])
            loading on done(a) -> loaded(a)
            idle on done -> refreshing(2)

            """)
        let main = """
            var door = Door.State.ajar(count: 1, note: nil)
            for _ in 0..<3 {
                print(door.isAjar, door.isShut, door.isLocked, door.count as Any, door.note as Any, door.code as Any)
                _ = Door.reduce(&door, on: .push)
            }
            let list = List.State(content: .loaded(articles: ["a"]), refresh: .idle)
            print(list.content.isLoading, list.content.isLoaded, list.content.articles as Any, list.refresh.isIdle, list.refresh.attempt as Any)
            """
        let output = try Swiftc.buildAndRun(["door.swift": door, "list.swift": list, "main.swift": main])
        #expect(
            output.split(separator: "\n") == [
                "true false false Optional(1) Optional(nil) nil",
                "false true false Optional(1) nil nil",
                "false false true nil Optional(Optional(\"kept\")) Optional(\"42\")",
                "false true Optional([\"a\"]) true nil",
            ])
    }
}
