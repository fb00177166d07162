import StateMachineCompiler
import Testing

/// A held-out spec with nested groups, a group covering every state, re-entry, entry
/// patterns with a repeated name and a literal, payload labels that clash with the
/// helpers' locals, and no context: compiled warning-free in Swift 6 mode and run.
@Suite(.enabled(if: Swiftc.isAvailable)) struct StateStructureCompileTests {
    static let relay = """
        machine Relay
        initial off
        state off
        state lit(effects: Int, next: Int)
        state broken(previous: Int) final
        group powered = lit
        group everything = powered, off, broken
        event flip(a: Int, b: Int)
        event fail
        effect log(value: Int)
        effect chime
        entry lit(effects, effects) / chime
        entry lit(e, 5) / log(e)
        exit lit(e, _) / log(e)
        entry powered / chime
        exit powered / log(0)
        entry everything / log(-1)
        off on flip(a, b) -> lit(a, b) / log(a)
        lit on flip(a, b) -> lit(a, b)
        powered on fail -> broken(7)
        everything on fail ignore

        """

    static let driver = """
        var relay = Relay.State.initial
        print(Relay.entryEffects(of: relay))
        print(Relay.reduce(&relay, on: .flip(a: 2, b: 2)), relay)
        print(Relay.reduce(&relay, on: .flip(a: 3, b: 5)), relay)
        print(relay.isPowered, relay.isEverything)
        print(Relay.reduce(&relay, on: .fail), relay)
        print(Relay.reduce(&relay, on: .fail), relay.isPowered, relay.isEverything)

        """

    @Test func groupsEntryAndExitCompileWithoutWarningsAndRunInOrder() throws {
        let result = Pipeline.check(SourceFile(path: "relay.sm", text: Self.relay))
        let machine = try #require(result.machine, "\(result.summaries)")
        let output = try Swiftc.buildAndRun(["relay.swift": SwiftMachineEmitter.emit(machine).contents, "main.swift": Self.driver])
        // Worked out by hand from the order: exit of the case, of the groups left (innermost
        // first), the row's effects, entry of the groups entered (outermost first), of the case.
        #expect(
            output.split(separator: "\n") == [
                "[drive.Relay.Effect.log(value: -1)]",
                "transitioned(effects: [drive.Relay.Effect.log(value: 2), drive.Relay.Effect.chime, drive.Relay.Effect.chime]) lit(effects: 2, next: 2)",
                "transitioned(effects: [drive.Relay.Effect.log(value: 2), drive.Relay.Effect.log(value: 3)]) lit(effects: 3, next: 5)",
                "true true",
                "transitioned(effects: [drive.Relay.Effect.log(value: 3), drive.Relay.Effect.log(value: 0)]) broken(previous: 7)",
                "ignored false true",
            ])
    }
}
