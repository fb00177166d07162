/// Writes one scenario as a test: its title as the display name, then one `walk.send`
/// line per step with the outcome and state the spec expects.
struct ScenarioTestWriter {
    let machine: Machine

    func write(_ scenario: Scenario, spelling: inout TableWriter, into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        writer.line("@Test(\(SwiftSyntax.stringLiteral(scenario.title)))")
        writer.block("func \(functionName(scenario))() {") { writer in
            let start = spelling.spell(scenario.start, in: machine.states)
            let context = hasContext ? ", context: " + spelling.contextName(scenario.context) : ""
            writer.line("var walk = Walk(from: \(start)\(context))")
            for step in scenario.steps {
                let event = spelling.spell(step.event, in: machine.events)
                let outcome = spelling.outcome(step.outcome)
                let next = spelling.spell(step.next, in: machine.states)
                writer.line("walk.send(\(event), expecting: \(outcome), then: \(next))" + comment(step))
            }
        }
        writer.line()
    }

    /// `pathToLine32`, `staleOpOnLine32`, `duplicateOnLine32`: unique, as rows have lines of their own.
    private func functionName(_ scenario: Scenario) -> String {
        switch scenario.kind {
        case .path(let line): return "pathToLine\(line)"
        case .staleResult(let line, let name): return "stale\(SwiftSyntax.capitalized(name))OnLine\(line)"
        case .duplicate(let line): return "duplicateOnLine\(line)"
        }
    }

    private func comment(_ step: ScenarioStep) -> String {
        let parts = [step.note, step.firedLine.map { "\(machine.specFileName):\($0)" }].compactMap { $0 }
        return parts.isEmpty ? "" : "  // " + parts.joined(separator: "; ")
    }
}
