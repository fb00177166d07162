/// Writes, for a spec with groups, `entry` or `exit`, the test of `entryEffects(of:)`: what a
/// machine performs when it starts in, or is restored into, each case's state.
struct StartTestWriter {
    let machine: Machine
    let suite: String
    let machineName: String

    func write(starts: [String], into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        // A plain test, like the table's, so `swift test` prints one line for it, not one per case.
        writer.line("/// Starts in each case's state and compares `entryEffects(of:)` with the table; a")
        writer.line("/// failure names the case and is reported at its line.")
        writer.block("@Test func entryEffectsOfEachState() {") { writer in
            writer.block("for start in \(suite).starts {") { writer in
                writer.line("let effects = \(machineName).entryEffects(of: start.state\(hasContext ? ", context: start.context" : ""))")
                writer.line("#expect(effects == start.effects, \"\\(start)\", sourceLocation: start.location)")
            }
        }
        writer.line()
        writer.line("/// One start: a state\(hasContext ? " and a context" : "") and the entry effects a runtime must perform there.")
        writer.block("struct Start: Sendable, CustomStringConvertible {") { writer in
            writer.line("let state: \(machineName).State")
            if hasContext { writer.line("let context: \(machineName).Context") }
            writer.line("let effects: [\(machineName).Effect]")
            writer.line("let location: SourceLocation")
            writer.line()
            writer.line("var description: String { \"start in \\(state), line \\(location.line)\" }")
        }
        writer.line()
        writer.block("static let starts: [Start] = [", closing: "]") { writer in
            for start in starts { writer.line(start) }
        }
        writer.line()
        let contextParameter = hasContext ? " _ context: \(machineName).Context," : ""
        LocatedFactoryWriter(
            declaration: "private static func start",
            parameterLines: ["_ state: \(machineName).State,\(contextParameter) _ effects: [\(machineName).Effect],"],
            type: "Start", arguments: "state: state,\(hasContext ? " context: context," : "") effects: effects,"
        ).write(into: &writer)
    }
}
