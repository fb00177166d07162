/// Writes the parts of the suite around the table: one test function per source state,
/// the loop that checks its cases, the `Entry` type and the `entry(...)` function that
/// gives every case its type context and its line.
///
/// One plain `@Test` per state rather than one parameterized test: `swift test` then
/// prints a line per state, not one per case (hundreds for a large machine), while each
/// failure still names its case and is reported at the case's own line.
struct TestFunctionWriter {
    let machine: Machine
    /// The machine's type name as Swift spells it.
    let machineName: String

    /// One test: `@Test func fromIdle() { check([ ... ]) }`, the cases being `lines`.
    func writeTest(named name: String, lines: [String], into writer: inout SwiftCodeWriter) {
        writer.block("@Test func \(name)() {") { writer in
            writer.block("check([", closing: "])") { writer in
                for line in lines { writer.line(line) }
            }
        }
    }

    func writeSupport(into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        writer.line("/// Sends each case's event to its state and compares with the table; a failure")
        writer.line("/// names the case and is reported at the case's line in this file.")
        writer.block("private func check(_ entries: [Entry]) {") { writer in
            writer.block("for entry in entries {") { writer in
                writer.line("var state = entry.state")
                writer.line("let outcome = \(machineName).reduce(&state, on: entry.event\(hasContext ? ", context: entry.context" : ""))")
                writer.line("#expect(outcome == entry.outcome, \"\\(entry)\", sourceLocation: entry.location)")
                writer.line("#expect(state == entry.next, \"\\(entry)\", sourceLocation: entry.location)")
            }
        }
        writer.line()
        writer.line("/// One case: a state, an event\(hasContext ? " and a context" : ""), the outcome the reducer must return and")
        writer.line("/// the state it must leave.")
        writer.block("struct Entry: Sendable, CustomStringConvertible {") { writer in
            writer.line("let state: \(machineName).State")
            writer.line("let event: \(machineName).Event")
            if hasContext { writer.line("let context: \(machineName).Context") }
            writer.line("let outcome: \(machineName).Outcome")
            writer.line("let next: \(machineName).State")
            writer.line("let location: SourceLocation")
            writer.line()
            writer.line("var description: String { \"\\(state) on \\(event), line \\(location.line)\" }")
        }
        writer.line()
        writer.line("// One call per case: each argument gets its type from the parameter, which keeps")
        writer.line("// type-checking of a long table fast; the defaults record the call's own line.")
        writer.line("private func entry(")
        writer.indented { writer in
            writer.line(
                "_ state: \(machineName).State, _ event: \(machineName).Event,\(hasContext ? " _ context: \(machineName).Context," : "")")
            writer.line("_ outcome: \(machineName).Outcome, _ next: \(machineName).State,")
            writer.line("fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column")
        }
        writer.block(") -> Entry {") { writer in
            writer.line("Entry(")
            writer.indented { writer in
                writer.line("state: state, event: event,\(hasContext ? " context: context," : "") outcome: outcome, next: next,")
                writer.line("location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))")
            }
        }
    }
}
