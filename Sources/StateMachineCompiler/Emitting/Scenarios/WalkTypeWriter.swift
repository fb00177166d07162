/// Writes the `Walk` type the scenarios share: it holds the state, sends one event at a
/// time to the generated reducer and checks each step where the step is written.
struct WalkTypeWriter {
    let machine: Machine

    func write(into writer: inout SwiftCodeWriter) {
        let name = SwiftSyntax.identifier(machine.name)
        let hasContext = machine.context != nil
        writer.line("/// Sends each step's event to the reducer and compares with the spec. The walk goes on")
        writer.line("/// from the state the reducer left, as an app would; the first failure is the cause.")
        writer.block("struct Walk {") { writer in
            writer.line("private(set) var state: \(name).State")
            if hasContext { writer.line("let context: \(name).Context") }
            writer.line()
            writer.block("init(from state: \(name).State\(hasContext ? ", context: \(name).Context" : "")) {") { writer in
                writer.line("self.state = state")
                if hasContext { writer.line("self.context = context") }
            }
            writer.line()
            writer.line("// Each argument gets its type from the parameter, which keeps type-checking fast;")
            writer.line("// the caller's line becomes the failure's location.")
            writer.line("mutating func send(")
            writer.indented { writer in
                writer.line("_ event: \(name).Event, expecting outcome: \(name).Outcome, then next: \(name).State,")
                writer.line("fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column")
            }
            writer.block(") {") { writer in
                writer.line("let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)")
                writer.line("let actual = \(name).reduce(&state, on: event\(hasContext ? ", context: context" : ""))")
                writer.line("#expect(actual == outcome, sourceLocation: location)")
                writer.line("#expect(state == next, sourceLocation: location)")
            }
            if machine.hasTimers { writeFire(name: name, hasContext: hasContext, into: &writer) }
        }
    }

    /// `fire(_:expecting:then:)`: the timer of an `after` row, through `reduce(_:after:)`.
    private func writeFire(name: String, hasContext: Bool, into writer: inout SwiftCodeWriter) {
        writer.line()
        writer.line("// A timer step: the time until the timer is due has passed, and it fires.")
        writer.line("mutating func fire(")
        writer.indented { writer in
            writer.line("_ timer: \(name).Timer, expecting outcome: \(name).Outcome, then next: \(name).State,")
            writer.line("fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column")
        }
        writer.block(") {") { writer in
            writer.line("let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)")
            writer.line("let actual = \(name).reduce(&state, after: timer\(hasContext ? ", context: context" : ""))")
            writer.line("#expect(actual == outcome, sourceLocation: location)")
            writer.line("#expect(state == next, sourceLocation: location)")
        }
    }
}
