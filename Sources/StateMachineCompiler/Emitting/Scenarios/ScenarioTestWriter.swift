/// Writes one scenario as a test: its title as the display name, then one `walk.send`
/// per step with the outcome and state the spec expects, on several lines when one would
/// pass ``SwiftCodeWriter/generatedWidth``.
struct ScenarioTestWriter {
    let machine: Machine

    func write(_ scenario: Scenario, named name: String, spelling: inout TableWriter, into writer: inout SwiftCodeWriter) {
        let hasContext = machine.context != nil
        writeTestAttribute(scenario.title, into: &writer)
        writer.block("func \(name)() {") { writer in
            let start = spell(scenario.start, &spelling)
            let context = hasContext ? ", context: " + spelling.contextName(scenario.context) : ""
            writer.line("var walk = Walk(from: \(start)\(context))")
            for step in scenario.steps {
                let (call, event) = input(of: step, spelling: &spelling)
                let outcome = spelling.outcome(step.outcome)
                let next = spell(step.next, &spelling)
                let oneLine = "walk.\(call)(\(event), expecting: \(outcome), then: \(next))" + comment(step)
                guard !writer.fits(oneLine, width: SwiftCodeWriter.generatedWidth) else {
                    writer.line(oneLine)
                    continue
                }
                // A comment that would widen the step's last line past the width goes above the step.
                let note = comment(step)
                let lastLine = "then: \(next))" + note
                let commentAbove = !note.isEmpty && !writer.fits("    " + lastLine, width: SwiftCodeWriter.generatedWidth)
                if commentAbove { writer.line(String(note.drop { $0 == " " })) }
                writer.line("walk.\(call)(")
                writer.indented { writer in
                    writer.line("\(event),")
                    for line in OutcomeLines.lines(outcome, prefix: "expecting: ", suffix: ",", indentation: writer.depth * 4) {
                        writer.line(line)
                    }
                    writer.line(commentAbove ? "then: \(next))" : lastLine)
                }
            }
        }
        writer.line()
    }

    /// `@Test("title")`, or for a title too wide, a multi-line literal cut after its commas
    /// with `\` continuations, which Swift joins back into the one-line title.
    private func writeTestAttribute(_ title: String, into writer: inout SwiftCodeWriter) {
        let oneLine = "@Test(\(SwiftSyntax.stringLiteral(title)))"
        guard !writer.fits(oneLine, width: SwiftCodeWriter.generatedWidth) else {
            writer.line(oneLine)
            return
        }
        let room = SwiftCodeWriter.generatedWidth - writer.depth * 4 - 10
        var pieces: [String] = []
        for part in title.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let escaped = String(SwiftSyntax.stringLiteral(part).dropFirst().dropLast())
            if let last = pieces.last, last.count + escaped.count + 1 <= room {
                pieces[pieces.count - 1] = last + "," + escaped
            } else {
                pieces.append(pieces.isEmpty ? escaped : "," + escaped)
            }
        }
        // A piece after the first starts with its comma: move it to the end of the line before.
        let lines = pieces.indices.map { index -> String in
            let current = index == 0 ? pieces[index] : String(pieces[index].dropFirst().drop { $0 == " " })
            let next = index + 1 < pieces.count ? pieces[index + 1] : nil
            let spaces = next.map { String($0.dropFirst().prefix { $0 == " " }) } ?? ""
            return next == nil ? current : current + "," + spaces + "\\"
        }
        writer.line("@Test(")
        writer.indented { writer in
            writer.line("\"\"\"")
            for line in lines { writer.line(line) }
            writer.line("\"\"\"")
        }
        writer.line(")")
    }

    /// `.loading(id: uuid1)`, or with regions `ArticleList.State(content: ..., refresh: ...)`.
    private func spell(_ states: [RuntimeCase], _ spelling: inout TableWriter) -> String {
        guard !machine.hasRegions, states.count == 1, let state = states.first else { return spelling.spell(regions: states) }
        return spelling.spell(state, in: machine.states)
    }

    /// `send` and the event, or `fire` and the timer's case.
    private func input(of step: ScenarioStep, spelling: inout TableWriter) -> (call: String, argument: String) {
        switch step.input {
        case .event(let event): return ("send", spelling.spell(event, in: machine.events))
        case .timer(let timer): return ("fire", "." + SwiftSyntax.identifier(machine.timerNames[timer]))
        }
    }

    private func comment(_ step: ScenarioStep) -> String {
        let parts = [step.note].compactMap { $0 } + step.firedLines.map { "\(machine.specFileName):\($0)" }
        return parts.isEmpty ? "" : "  // " + parts.joined(separator: "; ")
    }
}
