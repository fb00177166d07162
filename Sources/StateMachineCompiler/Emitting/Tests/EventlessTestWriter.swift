/// Writes, for a spec with `always` or `done` rows, the test of `start(_:)`: where a machine
/// started in each case's state settles, and what it performs there.
struct EventlessTestWriter {
    let machine: Machine
    let suite: String
    let machineName: String

    func write(settles: [String], into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        // A plain test, like the table's, so `swift test` prints one line for it, not one per case.
        writer.line("/// Starts in each case's state as a runtime does, through `start(_:)`, and compares the")
        writer.line("/// effects and the state the `always` rows lead to with the table; a failure names the case")
        writer.line("/// and is reported at its line.")
        writer.block("@Test func alwaysRowsOfEachState() {") { writer in
            writer.block("for settle in \(suite).settles {") { writer in
                writer.line("var state = settle.state")
                writer.line("let effects = \(machineName).start(&state\(hasContext ? ", context: settle.context" : ""))")
                writer.line("#expect(effects == settle.effects, \"\\(settle)\", sourceLocation: settle.location)")
                writer.line("#expect(state == settle.next, \"\\(settle)\", sourceLocation: settle.location)")
            }
        }
        writer.line()
        writer.line("/// One start: a state\(hasContext ? " and a context" : ""), the effects a runtime must perform there and the")
        writer.line("/// state the `always` rows leave it in.")
        writer.block("struct Settle: Sendable, CustomStringConvertible {") { writer in
            writer.line("let state: \(machineName).State")
            if hasContext { writer.line("let context: \(machineName).Context") }
            writer.line("let effects: [\(machineName).Effect]")
            writer.line("let next: \(machineName).State")
            writer.line("let location: SourceLocation")
            writer.line()
            writer.line("var description: String { \"start in \\(state), line \\(location.line)\" }")
        }
        writer.line()
        writer.block("static let settles: [Settle] = [", closing: "]") { writer in
            for settle in settles { writer.line(settle) }
        }
        writer.line()
        let contextParameter = hasContext ? " _ context: \(machineName).Context," : ""
        LocatedFactoryWriter(
            declaration: "private static func settle",
            parameterLines: [
                "_ state: \(machineName).State,\(contextParameter) _ effects: [\(machineName).Effect], _ next: \(machineName).State,"
            ],
            type: "Settle", arguments: "state: state,\(hasContext ? " context: context," : "") effects: effects, next: next,"
        ).write(into: &writer)
    }
}
