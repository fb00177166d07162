/// Writes, for a spec with `after` rows or `during` declarations whose machine has its runtime
/// conformance, the test of `scopes(of:context:)`: in each case's state, the scopes a store
/// enters, each with its timers, their delays and its activities. The conformance, and
/// `Duration`, need iOS 16, macOS 13, tvOS 16 or watchOS 9, so everything here is gated.
struct ScopeTestWriter {
    let machine: Machine
    let machineName: String

    static let availability = "@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)"

    func write(cases lines: [String], into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        let scopeType = "StateMachineRuntime.StateScope<\(machineName)>"
        writer.line("/// Asks `scopes(of:context:)` in each case's state and compares the scopes a store enters there")
        writer.line("/// with the table, outermost first: name and kind, each timer with its delay, the activities")
        writer.line("/// in order. A failure names the case and is reported at its line.")
        writer.line(Self.availability)
        writer.block("@Test func scopesOfEachState() {") { writer in
            writer.block("checkScopes([", closing: "])") { writer in
                for line in lines { writer.line(line) }
            }
        }
        writer.line()
        writer.line("/// Lists each case's scopes through the conformance and compares them with the case's; a")
        writer.line("/// failure names the case and is reported at the case's line in this file.")
        writer.line(Self.availability)
        writer.block("private func checkScopes(_ entries: [ScopesEntry]) {") { writer in
            writer.block("for entry in entries {") { writer in
                let context = hasContext ? "entry.context" : "()"
                writer.line("let scopes = \(machineName).scopes(of: entry.state, context: \(context)).map(Scope.init)")
                writer.line("#expect(scopes == entry.scopes, \"\\(entry)\", sourceLocation: entry.location)")
            }
        }
        writer.line()
        writer.line("/// One scope case: a state\(hasContext ? " and a context" : "") and the scopes a store enters there.")
        writer.line(Self.availability)
        writer.block("struct ScopesEntry: Sendable, CustomStringConvertible {") { writer in
            writer.line("let state: \(machineName).State")
            if hasContext { writer.line("let context: \(machineName).Context") }
            writer.line("let scopes: [Scope]")
            writer.line("let location: SourceLocation")
            writer.line()
            writer.line("var description: String { \"scopes of \\(state), line \\(location.line)\" }")
        }
        writer.line()
        writer.line("/// One scope as the table spells it; a timer appears once in a scope, so its timers are keyed by timer.")
        writer.line(Self.availability)
        writer.block("struct Scope: Equatable, Sendable {") { writer in
            writer.line("let name: String")
            writer.line("let kind: \(scopeType).Kind")
            writer.line("let timers: [\(machineName).Timer: Duration]")
            writer.line("let activities: [\(machineName).Effect]")
            writer.line()
            writer.line("init(")
            writer.indented { writer in
                writer.line("_ name: String, _ kind: \(scopeType).Kind,")
                writer.line("timers: [\(machineName).Timer: Duration] = [:], activities: [\(machineName).Effect] = []")
            }
            writer.block(") {") { writer in
                writer.line("self.name = name")
                writer.line("self.kind = kind")
                writer.line("self.timers = timers")
                writer.line("self.activities = activities")
            }
            writer.line()
            writer.block("init(_ scope: \(scopeType)) {") { writer in
                writer.line("var timers: [\(machineName).Timer: Duration] = [:]")
                writer.line("for timer in scope.timers { timers[timer.timer] = timer.delay }")
                writer.line("self.init(scope.name, scope.kind, timers: timers, activities: scope.activities)")
            }
        }
        writer.line()
        writer.line("// One call per scope case, typed and located like `entry(...)`.")
        writer.line(Self.availability)
        LocatedFactoryWriter(
            declaration: "private func scopes",
            parameterLines: ["_ state: \(machineName).State,\(hasContext ? " _ context: \(machineName).Context," : "") _ scopes: [Scope],"],
            type: "ScopesEntry", arguments: "state: state,\(hasContext ? " context: context," : "") scopes: scopes,"
        ).write(into: &writer)
    }
}
