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
        writer.line("private static func start(")
        writer.indented { writer in
            writer.line(
                "_ state: \(machineName).State,\(hasContext ? " _ context: \(machineName).Context," : "") _ effects: [\(machineName).Effect],"
            )
            writer.line("fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column")
        }
        writer.block(") -> Start {") { writer in
            writer.line("Start(")
            writer.indented { writer in
                writer.line("state: state,\(hasContext ? " context: context," : "") effects: effects,")
                writer.line("location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))")
            }
        }
    }
}
