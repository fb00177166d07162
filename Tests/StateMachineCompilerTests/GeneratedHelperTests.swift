import StateMachineCompiler
import Testing

/// The generated code holds only what the machine needs: no helper that always returns `[]`,
/// and comments that count what is there.
@Suite struct GeneratedHelperTests {
    static let rows = """
        machine M
        initial a
        state a
        state b
        event go
        effect work
        a on go -> b
        b on go -> a

        """

    private func machine(_ spec: String) throws -> Machine {
        try #require(Pipeline.check(SourceFile(path: "m.sm", text: spec)).machine)
    }

    @Test func aMachineWithActivitiesAloneHasNoEntryOrExitHelpers() throws {
        let text = SwiftMachineEmitter.emit(try machine(Self.rows + "during a / work\n")).contents
        #expect(!text.contains("exitEffects(leaving"))
        #expect(!text.contains("entryEffects(entering"))
        #expect(!text.contains("func transition("))
        #expect(text.contains("                state = .b\n                return .transitioned(effects: [])\n"))
    }

    @Test func aMachineWithExitsAloneHasNoEntryHelper() throws {
        let text = SwiftMachineEmitter.emit(try machine(Self.rows + "exit a / work\n")).contents
        #expect(text.contains("private static func exitEffects(leaving"))
        #expect(!text.contains("entryEffects(entering"))
        #expect(text.contains("        return exited + effects\n"))
    }

    @Test func anOutcomeThatUpdatesInPlaceCountsItsCases() throws {
        let spec = """
            machine N
            initial a(0)
            state a(n: Int)
            event set(n: Int)
            a(_) on set(n) stays a(n)

            """
        let text = RuntimeConformanceEmitter.emit(try machine(spec), access: .internal).contents
        #expect(!text.contains("four things"))
        #expect(text.contains("    /// Which of the four kinds of outcome the event had; `updated` is `transitioned`.\n"))
    }
}
