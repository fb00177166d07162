/// Writes the parts of the suite around the table: the parameterized test, the `Entry`
/// type and the `entry(...)` function that gives every row its type context and its line.
struct TestFunctionWriter {
    let machine: Machine
    let suite: String
    /// The machine's type name as Swift spells it.
    let machineName: String

    func write(groups: [String], into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        writer.line("/// Sends each case's event to its state and compares with the table.")
        writer.line("@Test(arguments: \(suite).table)")
        writer.block("func transition(_ entry: Entry) {") { writer in
            writer.line("var state = entry.state")
            writer.line("let outcome = \(machineName).reduce(&state, on: entry.event\(hasContext ? ", context: entry.context" : ""))")
            writer.line("#expect(outcome == entry.outcome, sourceLocation: entry.location)")
            writer.line("#expect(state == entry.next, sourceLocation: entry.location)")
        }
        writer.line()
        writer.line("/// One case: a state, an event\(hasContext ? " and a context" : ""), the outcome the reducer must return and")
        writer.line("/// the state it must leave. A failure points at the case's line in this file.")
        writer.block("struct Entry: Sendable, CustomTestStringConvertible {") { writer in
            writer.line("let state: \(machineName).State")
            writer.line("let event: \(machineName).Event")
            if hasContext { writer.line("let context: \(machineName).Context") }
            writer.line("let outcome: \(machineName).Outcome")
            writer.line("let next: \(machineName).State")
            writer.line("let location: SourceLocation")
            writer.line()
            writer.line("var testDescription: String { \"\\(state) on \\(event), line \\(location.line)\" }")
        }
        writer.line()
        // `flatMap` rather than a chain of `+`, which type-checks slowly when long.
        writer.line("static let table: [Entry] = [" + groups.joined(separator: ", ") + "].flatMap { $0 }")
        writer.line()
        writer.line("// One call per case: each argument gets its type from the parameter, which keeps")
        writer.line("// type-checking of a long table fast.")
        writer.line("private static func entry(")
        writer.indented { writer in
            writer.line("_ state: \(machineName).State, _ event: \(machineName).Event,\(hasContext ? " _ context: \(machineName).Context," : "")")
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
