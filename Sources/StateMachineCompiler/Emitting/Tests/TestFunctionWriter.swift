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

    /// The check loop, the case type and its located factory, spelled for `input`.
    func writeSupport(for input: TableInputSpelling, into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        let contextArgument = hasContext ? ", context: entry.context" : ""
        for line in input.checkDoc { writer.line(line) }
        writer.block("private func \(input.checkFunction)(_ entries: [\(input.entryType)]) {") { writer in
            writer.block("for entry in entries {") { writer in
                writer.line("var state = entry.state")
                writer.line("let outcome = \(machineName).reduce(&state, \(input.label): entry.\(input.field)\(contextArgument))")
                writer.line("#expect(outcome == entry.outcome, \"\\(entry)\", sourceLocation: entry.location)")
                writer.line("#expect(state == entry.next, \"\\(entry)\", sourceLocation: entry.location)")
            }
        }
        writer.line()
        for line in input.entryDoc(hasContext) { writer.line(line) }
        writer.block("struct \(input.entryType): Sendable, CustomStringConvertible {") { writer in
            writer.line("let state: \(machineName).State")
            writer.line("let \(input.field): \(machineName).\(input.fieldType)")
            if hasContext { writer.line("let context: \(machineName).Context") }
            writer.line("let outcome: \(machineName).Outcome")
            writer.line("let next: \(machineName).State")
            writer.line("let location: SourceLocation")
            writer.line()
            writer.line("var description: String { \"\\(state) \(input.label) \\(\(input.field)), line \\(location.line)\" }")
        }
        writer.line()
        for line in input.factoryDoc { writer.line(line) }
        let contextParameter = hasContext ? " _ context: \(machineName).Context," : ""
        LocatedFactoryWriter(
            declaration: "private func \(input.factory)",
            parameterLines: [
                "_ state: \(machineName).State, _ \(input.field): \(machineName).\(input.fieldType),\(contextParameter)",
                "_ outcome: \(machineName).Outcome, _ next: \(machineName).State,",
            ],
            type: input.entryType,
            arguments:
                "state: state, \(input.field): \(input.field),\(hasContext ? " context: context," : "") outcome: outcome, next: next,"
        ).write(into: &writer)
    }
}
