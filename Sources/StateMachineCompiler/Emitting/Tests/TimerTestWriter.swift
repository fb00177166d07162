/// Writes the timer part of a transition-table suite: one test per `after` row that fires
/// its timer through the generated `reduce(_:after:)` in each case's state, the `TimerEntry`
/// type and the `timer(...)` function that gives every case its type context and its line.
struct TimerTestWriter {
    let machine: Machine
    /// The machine's type name as Swift spells it.
    let machineName: String

    /// `@Test func timerUploadingAfter5s() { checkTimers([ ... ]) }`, the cases being `lines`.
    func writeTest(forTimer timer: Int, lines: [String], into writer: inout SwiftCodeWriter) {
        let name = machine.timerNames[timer]
        let row = machine.timedRows[timer]
        writer.line("/// \(machine.specFileName):\(row.line): \(row.text)")
        writer.block("@Test func timer\(SwiftSyntax.capitalized(name))() {") { writer in
            writer.block("checkTimers([", closing: "])") { writer in
                for line in lines { writer.line(line) }
            }
        }
    }

    func writeSupport(into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        writer.line("/// Fires each case's timer in its state and compares with the table; a failure")
        writer.line("/// names the case and is reported at the case's line in this file.")
        writer.block("private func checkTimers(_ entries: [TimerEntry]) {") { writer in
            writer.block("for entry in entries {") { writer in
                writer.line("var state = entry.state")
                writer.line(
                    "let outcome = \(machineName).reduce(&state, after: entry.timer\(hasContext ? ", context: entry.context" : ""))")
                writer.line("#expect(outcome == entry.outcome, \"\\(entry)\", sourceLocation: entry.location)")
                writer.line("#expect(state == entry.next, \"\\(entry)\", sourceLocation: entry.location)")
            }
        }
        writer.line()
        writer.line("/// One timer case: a state, a timer\(hasContext ? " and a context" : ""), the outcome the reducer must")
        writer.line("/// return when the timer fires there and the state it must leave.")
        writer.block("struct TimerEntry: Sendable, CustomStringConvertible {") { writer in
            writer.line("let state: \(machineName).State")
            writer.line("let timer: \(machineName).Timer")
            if hasContext { writer.line("let context: \(machineName).Context") }
            writer.line("let outcome: \(machineName).Outcome")
            writer.line("let next: \(machineName).State")
            writer.line("let location: SourceLocation")
            writer.line()
            writer.line("var description: String { \"\\(state) after \\(timer), line \\(location.line)\" }")
        }
        writer.line()
        writer.line("// One call per timer case, typed and located like `entry(...)`.")
        writer.line("private func timer(")
        writer.indented { writer in
            writer.line(
                "_ state: \(machineName).State, _ timer: \(machineName).Timer,\(hasContext ? " _ context: \(machineName).Context," : "")")
            writer.line("_ outcome: \(machineName).Outcome, _ next: \(machineName).State,")
            writer.line("fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column")
        }
        writer.block(") -> TimerEntry {") { writer in
            writer.line("TimerEntry(")
            writer.indented { writer in
                writer.line("state: state, timer: timer,\(hasContext ? " context: context," : "") outcome: outcome, next: next,")
                writer.line("location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))")
            }
        }
    }
}
