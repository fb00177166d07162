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
            writeStep(
                [
                    "// Each argument gets its type from the parameter, which keeps type-checking fast;",
                    "// the caller's line becomes the failure's location.",
                ],
                method: "send", input: "_ event: \(name).Event", call: "on: event", name: name, hasContext: hasContext, into: &writer)
            if machine.hasTimers {
                writer.line()
                writeStep(
                    ["// A timer step: the time until the timer is due has passed, and it fires."],
                    method: "fire", input: "_ timer: \(name).Timer", call: "after: timer", name: name, hasContext: hasContext,
                    into: &writer)
            }
        }
    }

    /// One step method: `send(_:expecting:then:)` for an event, `fire(_:expecting:then:)` for
    /// the timer of an `after` row; both through the reducer, checked at the caller's line.
    private func writeStep(
        _ comment: [String], method: String, input: String, call: String, name: String, hasContext: Bool,
        into writer: inout SwiftCodeWriter
    ) {
        for line in comment { writer.line(line) }
        writer.line("mutating func \(method)(")
        writer.indented { writer in
            writer.line("\(input), expecting outcome: \(name).Outcome, then next: \(name).State,")
            writer.line(LocatedFactoryWriter.locationParameters)
        }
        writer.block(") {") { writer in
            writer.line("let location = \(LocatedFactoryWriter.location)")
            writer.line("let actual = \(name).reduce(&state, \(call)\(hasContext ? ", context: context" : ""))")
            writer.line("#expect(actual == outcome, sourceLocation: location)")
            writer.line("#expect(state == next, sourceLocation: location)")
        }
    }
}
